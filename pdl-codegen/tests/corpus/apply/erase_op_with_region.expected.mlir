"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "x.before"() : () -> ()
    "x.after"() : () -> ()
  }) : () -> ()
}) : () -> ()

