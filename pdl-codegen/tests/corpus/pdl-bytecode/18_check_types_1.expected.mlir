"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "test.op"() : () -> (i32, i64)
    "test.success"() : () -> ()
  }) {test.check_types_1} : () -> ()
}) : () -> ()

