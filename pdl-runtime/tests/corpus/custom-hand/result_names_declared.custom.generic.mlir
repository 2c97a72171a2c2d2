"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0:2 = "arith.addui_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i1)
    %1:2 = "arith.mului_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
    %2:2 = "arith.mulsi_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
    %3:2 = "math.sincos"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
    %4 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "u.use"(%0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4) : (i32, i1, i32, i32, i32, i32, f32, f32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

