"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> i32
    "test.success"() : () -> ()
  }) {test.check_result_count_1} : () -> ()
}) : () -> ()

