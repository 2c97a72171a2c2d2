"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "x.d"() : () -> ()
    "x.d"() : () -> ()
    "x.d"() : () -> ()
  }) : () -> ()
}) : () -> ()

