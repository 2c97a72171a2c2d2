module {
  module @ir {
    func.func @f(%arg0: i32, %arg1: i32) {
      "test.success"() : () -> ()
      return
    }
  }
}

