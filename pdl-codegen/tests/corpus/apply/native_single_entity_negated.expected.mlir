"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.op"() {mark} : () -> ()
    "test.not_test_op"() : () -> ()
    "test.not_test_op"() : () -> ()
    "x.unmarked"() : () -> ()
  }) : () -> ()
}) : () -> ()

