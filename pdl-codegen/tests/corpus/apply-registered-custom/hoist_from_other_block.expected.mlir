module {
  module @ir {
    func.func @f(%arg0: i1) -> i32 {
      %c6_i32 = arith.constant 6 : i32
      %c5_i32 = arith.constant 5 : i32
      "test.keep"(%c5_i32) : (i32) -> ()
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      "test.keep"(%c5_i32, %c6_i32) : (i32, i32) -> ()
      "test.success"() : () -> ()
      return %c5_i32 : i32
    ^bb2:  // pred: ^bb0
      return %c5_i32 : i32
    }
  }
}

