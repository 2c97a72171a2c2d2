"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i1, sym_name = "test_606_base"}> ({
    ^bb0(%arg4: i32):
      %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %8 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %9 = "arith.remsi"(%arg4, %8) : (i32, i32) -> i32
      %10 = "arith.cmpi"(%9, %7) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "func.return"(%10) : (i1) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i1, sym_name = "test_606_false"}> ({
    ^bb0(%arg3: i32):
      %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %5 = "arith.remsi"(%arg3, %4) : (i32, i32) -> i32
      %6 = "arith.cmpi"(%5, %4) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "func.return"(%6) : (i1) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32) -> i1, sym_name = "test_606_unknown"}> ({
    ^bb0(%arg1: i32, %arg2: i32):
      %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %2 = "arith.remsi"(%arg1, %1) : (i32, i32) -> i32
      %3 = "arith.cmpi"(%2, %arg2) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "func.return"(%3) : (i1) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i1, sym_name = "test_606_type"}> ({
    ^bb0(%arg0: i64):
      %0 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i1
      "func.return"(%0) : (i1) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

