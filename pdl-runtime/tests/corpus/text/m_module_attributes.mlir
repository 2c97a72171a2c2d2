// module attributes
module @top attributes {foo.x = 3 : i32, foo.a} {
  module @inner attributes {bar.y} {
  }
  module {
    "test.x"() : () -> ()
  }
}
