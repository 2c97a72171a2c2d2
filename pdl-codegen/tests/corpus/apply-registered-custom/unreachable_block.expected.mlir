module {
  module @ir {
    func.func @f(%arg0: i32) -> i32 {
      "test.success"() : () -> ()
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      return %arg0 : i32
    }
  }
}

