"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op_input"() : () -> i32
    "test.success"(%0) : (i32) -> ()
  }) {test.apply_rewrite_1} : () -> ()
}) : () -> ()

