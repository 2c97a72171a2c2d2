module {
  module @ir {
    func.func @f(%arg0: i1, %arg1: i32) -> i32 {
      "test.success"() : () -> ()
      cf.cond_br %arg0, ^bb1, ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb0
      return %arg1 : i32
    }
  }
}

