"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> i32
    %1 = "test.op"() : () -> i32
    "test.success"() : () -> ()
    "test.op"(%0, %0, %0, %0, %1) : (i32, i32, i32, i32, i32) -> ()
  }) {test.get_defining_op_1} : () -> ()
}) : () -> ()

