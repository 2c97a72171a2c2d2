"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "x.replaced"() {returned = "test.success"} : () -> ()
    "test.other_op"() : () -> ()
  }) : () -> ()
}) : () -> ()

