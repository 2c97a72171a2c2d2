module {
  module @ir {
    func.func @f() {
      return
    }
  }
}

