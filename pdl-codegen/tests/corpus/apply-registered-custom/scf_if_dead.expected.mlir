module {
  module @ir {
    func.func @f(%arg0: i1) {
      "test.success"() : () -> ()
      return
    }
  }
}

