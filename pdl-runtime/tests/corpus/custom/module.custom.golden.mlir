module @outer attributes {test.attr = 1 : i32} {
  module @inner {
  }
  module {
    "t.op"() : () -> ()
  }
  func.func @f() {
    return
  }
}

