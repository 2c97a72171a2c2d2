// ops quoted names
"test.name\22q"() : () -> ()
"foo.bar.baz"() : () -> ()
"x.y$z"() : () -> ()
