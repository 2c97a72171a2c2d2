"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f0"}> ({
    ^bb0(%arg7: i32):
      %19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %20 = "test.once"(%arg7) : (i32) -> i32
      %21 = "arith.addi"(%20, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%21) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f1"}> ({
    ^bb0(%arg6: i32):
      %16 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %17 = "test.once"(%arg6) : (i32) -> i32
      %18 = "arith.addi"(%17, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%18) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f2"}> ({
    ^bb0(%arg5: i32):
      %13 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %14 = "test.once"(%arg5) : (i32) -> i32
      %15 = "arith.addi"(%14, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%15) : (i32) -> ()
    }) : () -> ()
    "test.marked"() : () -> ()
    "builtin.module"() <{sym_name = "inner"}> ({
      "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
      ^bb0(%arg4: i32):
        %11 = "test.once"(%arg4) : (i32) -> i32
        %12 = "test.once"(%11) : (i32) -> i32
        "func.return"(%12) : (i32) -> ()
      }) : () -> ()
      "func.func"() <{function_type = (i32) -> i32, sym_name = "h"}> ({
      ^bb0(%arg3: i32):
        %9 = "arith.constant"() <{value = 7 : i32}> : () -> i32
        %10 = "arith.addi"(%arg3, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "func.return"(%10) : (i32) -> ()
      }) : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f3"}> ({
    ^bb0(%arg2: i32):
      %6 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %7 = "test.once"(%arg2) : (i32) -> i32
      %8 = "arith.addi"(%7, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%8) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f4"}> ({
    ^bb0(%arg1: i32):
      %3 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %4 = "test.once"(%arg1) : (i32) -> i32
      %5 = "arith.addi"(%4, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%5) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f5"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 6 : i32}> : () -> i32
      %1 = "test.once"(%arg0) : (i32) -> i32
      %2 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%2) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

