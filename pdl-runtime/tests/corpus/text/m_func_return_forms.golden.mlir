"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg2: i32):
    "func.return"(%arg2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i64) -> (i32, i64), sym_name = "h"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    "func.return"(%arg0, %arg1) : (i32, i64) -> ()
  }) : () -> ()
}) : () -> ()

