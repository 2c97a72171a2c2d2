"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i16) -> i64, sym_name = "test_392_trunci_base"}> ({
    ^bb0(%arg1: i16):
      %2 = "arith.extsi"(%arg1) : (i16) -> i64
      "func.return"(%2) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> i64, sym_name = "test_392_trunci_constant"}> ({
      %1 = "arith.constant"() <{value = 3 : i64}> : () -> i64
      "func.return"(%1) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i7) -> i47, sym_name = "test_392_trunci_type"}> ({
    ^bb0(%arg0: i7):
      %0 = "arith.extsi"(%arg0) : (i7) -> i47
      "func.return"(%0) : (i47) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

