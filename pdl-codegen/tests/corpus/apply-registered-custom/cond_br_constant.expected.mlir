module {
  module @ir {
    func.func @f(%arg0: i32) -> i32 {
      %c0_i32 = arith.constant 0 : i32
      %true = arith.constant true
      "test.success"() : () -> ()
      cf.cond_br %true, ^bb1(%arg0 : i32), ^bb1(%c0_i32 : i32)
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
      return %0 : i32
    }
  }
}

