"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.generic"() : () -> ()
    "test.generic"() : () -> ()
  }) : () -> ()
}) : () -> ()

