module {
  module @ir {
    func.func @f(%arg0: i32) -> i32 {
      %c8_i32 = arith.constant 8 : i32
      %0 = arith.muli %arg0, %c8_i32 : i32
      return %0 : i32
    }
    func.func @g(%arg0: i32) -> i32 {
      %c8_i32 = arith.constant 8 : i32
      "test.success"() : () -> ()
      return %c8_i32 : i32
    }
  }
}

