module {
  module @ir {
  }
}

