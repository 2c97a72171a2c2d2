"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.top"() : () -> ()
    "test.alone_top"() : () -> ()
  }) : () -> ()
}) : () -> ()

