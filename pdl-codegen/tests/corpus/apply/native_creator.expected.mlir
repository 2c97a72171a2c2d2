"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.before"() : () -> ()
    "test.success"() : () -> ()
    "test.after"() : () -> ()
  }) : () -> ()
}) : () -> ()

