module {
  module @ir {
    "test.op"() {attr = 1 : i64} : () -> ()
    "test.op"() {attr = "extra"} : () -> ()
  }
}

