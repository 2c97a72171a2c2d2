module @outer attributes {test.attr = 1 : i32} {
  module @inner {
  }
  module {
    "t.op"() : () -> ()
  }
  module @"quoted name" {
    %0 = "t.op"() : () -> i32
  }
}

