"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.op"() {attr = 1 : i64} : () -> ()
  }) : () -> ()
}) : () -> ()

