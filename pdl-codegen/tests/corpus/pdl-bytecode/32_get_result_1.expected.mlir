"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    %0:5 = "test.op"() : () -> (i32, i32, i32, i32, i64)
  }) {test.get_result_1} : () -> ()
}) : () -> ()

