"builtin.module"() ({
  "test.a"() ({
    "test.x"() : () -> ()
  }, {
    "test.y"() : () -> ()
  }, {
  }) : () -> ()
}) : () -> ()

