module {
  module @ir {
    func.func @f() -> (i32, i32, i32, i32, i32, i32, i32) {
      %c-3_i32 = arith.constant -3 : i32
      %c2147483644_i32 = arith.constant 2147483644 : i32
      %c2147483645_i32 = arith.constant 2147483645 : i32
      %c-4_i32 = arith.constant -4 : i32
      %c-1_i32 = arith.constant -1 : i32
      %c1_i32 = arith.constant 1 : i32
      "test.success"() : () -> ()
      return %c-3_i32, %c2147483644_i32, %c-3_i32, %c2147483645_i32, %c-4_i32, %c-1_i32, %c1_i32 : i32, i32, i32, i32, i32, i32, i32
    }
  }
}

