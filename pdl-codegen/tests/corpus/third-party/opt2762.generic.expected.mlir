"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i64) -> i1, sym_name = "test_opt_2762_base"}> ({
    ^bb0(%arg0: i64):
      %0 = "arith.constant"() <{value = true}> : () -> i1
      %1 = "arith.constant"() <{value = 24 : i64}> : () -> i64
      %2 = "arith.cmpi"(%arg0, %1) <{predicate = 1 : i64}> : (i64, i64) -> i1
      %3 = "arith.xori"(%2, %0) : (i1, i1) -> i1
      "func.return"(%3) : (i1) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

