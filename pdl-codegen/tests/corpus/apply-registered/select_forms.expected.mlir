"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i1, i32, i32) -> (i32, i1, i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
      %0 = "arith.select"(%arg0, %arg2, %arg1) : (i1, i32, i32) -> i32
      "test.success"() : () -> ()
      "func.return"(%arg1, %arg0, %arg1, %0) : (i32, i1, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

