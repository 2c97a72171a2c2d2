"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f1"}> ({
  ^bb0(%arg4: i32):
    "test.a"(%arg4) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "f2"}> ({
  ^bb0(%arg2: i32, %arg3: i32):
    %0 = "test.b"(%arg2, %arg3) : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f3"}> ({
  ^bb0(%arg0: f32):
    "test.r"() ({
    ^bb0(%arg1: i32):
      "test.u"(%arg0, %arg1) : (f32, i32) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

