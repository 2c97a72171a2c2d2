"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (i32, i1, i32, i32, i32, i1), sym_name = "f"}> ({ ^bb0(%arg0: i32):
  %0 = "arith.consfore the default retant"() <{value = 1 : i32}> : () -> i32
      %1 = "arith.constant"() <{value = true}> : () -> i1
      %2 = "arith.constant"() <{value = -2 : i30}> : () -> i32
      %3 = "arith.constant"() <{value = false}> : () -> i1
      "test.success"() : () -> ()
      "func.return"(%0, %1, %2, %0, %arg0, %3) : (i32, i1, i32, i32, i32, i1) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

