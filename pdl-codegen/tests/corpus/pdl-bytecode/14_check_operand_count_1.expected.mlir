"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> i32
    "test.success"() : () -> ()
  }) {test.check_operand_count_1} : () -> ()
}) : () -> ()

