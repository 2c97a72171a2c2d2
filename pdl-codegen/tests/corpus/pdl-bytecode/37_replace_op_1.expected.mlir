"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op_input"() : () -> i32
    "test.op_consumer"(%0) : (i32) -> ()
  }) {test.replace_op_1} : () -> ()
}) : () -> ()

