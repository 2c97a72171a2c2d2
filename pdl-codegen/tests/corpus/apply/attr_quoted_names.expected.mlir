"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() {"other name" = "t", x.tag = 1 : i64} : () -> ()
    "test.op"() {my_attr = 1 : i64, x.tag = "t"} : () -> ()
  }) : () -> ()
}) : () -> ()

