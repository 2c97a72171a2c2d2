"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "x.keep"() : () -> ()
    "x.keep"() : () -> ()
  }) : () -> ()
}) : () -> ()

