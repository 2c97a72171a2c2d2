"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.op"() : () -> ()
    "test.success_op"() : () -> ()
  }) : () -> ()
}) : () -> ()

