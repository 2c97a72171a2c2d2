module {
  module @ir {
    func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
      "test.success"() : () -> ()
      cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
      cf.br ^bb2
    ^bb2:  // pred: ^bb1
      return %0 : i32
    }
  }
}

