module {
  module @ir {
    func.func @f(%arg0: i32) -> (i32, i1, i32, i32, i32, i1) {
      %c1_i32 = arith.constant 1 : i32
      %true = arith.constant true
      %c-2_i32 = arith.constant -2 : i32
      %false = arith.constant false
      "test.success"() : () -> ()
      return %c1_i32, %true, %c-2_i32, %c1_i32, %arg0, %false : i32, i1, i32, i32, i32, i1
    }
  }
}

