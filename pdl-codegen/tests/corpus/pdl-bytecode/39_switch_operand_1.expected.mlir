"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op_input"() : () -> i32
    "test.success"() : () -> ()
  }) {test.switch_operand_1} : () -> ()
}) : () -> ()

