"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg1: i32):
      %1 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      %2 = "arith.muli"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%2) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      "test.success"() : () -> ()
      "func.return"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

