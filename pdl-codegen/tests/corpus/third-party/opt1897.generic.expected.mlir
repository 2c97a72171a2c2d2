"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i1) -> i16, sym_name = "test_1897_base"}> ({
    ^bb0(%arg0: i1):
      %0 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %3 = "arith.select"(%arg0, %1, %2) : (i1, i32, i32) -> i32
      %4 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
      %5 = "arith.andi"(%4, %0) : (i16, i16) -> i16
      "func.return"(%5) : (i16) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

