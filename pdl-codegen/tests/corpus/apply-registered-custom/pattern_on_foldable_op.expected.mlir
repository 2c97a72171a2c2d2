module {
  module @ir {
    func.func @f(%arg0: i32) -> (i32, i32) {
      %c2_i32 = arith.constant 2 : i32
      %c3_i32 = arith.constant 3 : i32
      %0 = "test.matched"(%arg0, %c2_i32) : (i32, i32) -> i32
      return %c3_i32, %0 : i32, i32
    }
  }
}

