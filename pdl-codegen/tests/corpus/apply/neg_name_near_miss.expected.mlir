"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.op2"() : () -> ()
    "test.o"() : () -> ()
    "Test.op"() : () -> ()
    "x.op"() : () -> ()
    "test.success"() : () -> ()
  }) : () -> ()
}) : () -> ()

