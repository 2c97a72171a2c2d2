"builtin.module"() ({
  "test.a"() : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
  "test.b"() : () -> ()
}) : () -> ()

