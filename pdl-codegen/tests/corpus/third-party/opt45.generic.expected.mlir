"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_45_base"}> ({
    ^bb0(%arg3: i64):
      %8 = "arith.constant"() <{value = -1 : i64}> : () -> i64
      %9 = "arith.muli"(%arg3, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%9) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_45_base_com1"}> ({
    ^bb0(%arg2: i64):
      %6 = "arith.constant"() <{value = -1 : i64}> : () -> i64
      %7 = "arith.muli"(%arg2, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%7) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_45_base_com2"}> ({
    ^bb0(%arg1: i64):
      %4 = "arith.constant"() <{value = -1 : i64}> : () -> i64
      %5 = "arith.muli"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%5) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "test_45_type"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %2 = "arith.xori"(%arg0, %1) : (i32, i32) -> i32
      %3 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%3) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

