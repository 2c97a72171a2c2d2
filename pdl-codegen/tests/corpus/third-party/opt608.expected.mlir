"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_base"}> ({
    ^bb0(%arg6: i32):
      %15 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %16 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %17 = "arith.andi"(%arg6, %16) : (i32, i32) -> i32
      %18 = "arith.cmpi"(%17, %15) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "func.return"(%18) : (i1) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_false"}> ({
    ^bb0(%arg5: i32):
      %12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %13 = "arith.andi"(%arg5, %12) : (i32, i32) -> i32
      %14 = "arith.cmpi"(%13, %12) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "func.return"(%14) : (i1) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i1, sym_name = "test_608_type"}> ({
    ^bb0(%arg4: i64):
      %11 = "arith.trunci"(%arg4) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i1
      "func.return"(%11) : (i1) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_wrong_predicate"}> ({
    ^bb0(%arg3: i32):
      %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %9 = "arith.andi"(%arg3, %8) : (i32, i32) -> i32
      %10 = "arith.cmpi"(%9, %7) <{predicate = 0 : i64}> : (i32, i32) -> i1
      "func.return"(%10) : (i1) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32) -> i1, sym_name = "test_60_unknown"}> ({
    ^bb0(%arg1: i32, %arg2: i32):
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %5 = "arith.andi"(%arg1, %4) : (i32, i32) -> i32
      %6 = "arith.cmpi"(%5, %arg2) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "func.return"(%6) : (i1) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_com"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.andi"(%arg0, %1) : (i32, i32) -> i32
      %3 = "arith.cmpi"(%2, %0) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "func.return"(%3) : (i1) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

