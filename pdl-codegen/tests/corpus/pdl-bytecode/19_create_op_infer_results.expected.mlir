"builtin.module"() ({
  %0 = "arith.constant"() <{value = 10 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    %1 = "arith.constant"() <{value = true}> : () -> i1
    "test.success"(%1) : (i1) -> ()
  }) {test.create_op_infer_results} : () -> ()
}) : () -> ()

