"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.op"() {prop1 = i64} : () -> ()
  }) : () -> ()
}) : () -> ()

