module {
  module @ir {
    func.func @f(%arg0: i32, %arg1: i64) -> i64 {
      "test.success"() : () -> ()
      cf.switch %arg0 : i32, [
        default: ^bb1,
        4: ^bb1
      ]
    ^bb1:  // 2 preds: ^bb0, ^bb0
      return %arg1 : i64
    }
  }
}

