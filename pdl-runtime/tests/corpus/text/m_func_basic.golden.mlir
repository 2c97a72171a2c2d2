"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0:2 = "test.x"(%arg0, %arg1) : (i32, f32) -> (i32, f32)
    "func.return"(%0#0, %0#1) : (i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

