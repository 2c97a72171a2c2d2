"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (i32, f32), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.muli"(%1, %1) <{overflowFlags = #arith.overflow<none>}> {foo = 2 : i64} : (i32, i32) -> i32
      %3 = "test.fsrc"() : () -> f32
      %4 = "arith.negf"(%3) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
      "func.return"(%2, %4) : (i32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

