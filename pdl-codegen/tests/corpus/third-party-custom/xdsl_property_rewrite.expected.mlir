module {
  module @ir {
    "test.op"() {prop1 = i64} : () -> ()
  }
}

