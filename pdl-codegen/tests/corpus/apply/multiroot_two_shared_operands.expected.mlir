"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (f32, f32) -> (f32, f32, f32), sym_name = "f"}> ({
    ^bb0(%arg0: f32, %arg1: f32):
      %0:2 = "x.addsub"(%arg0, %arg1) : (f32, f32) -> (f32, f32)
      %1 = "x.sub"(%arg1, %arg0) : (f32, f32) -> f32
      "func.return"(%0#0, %1, %0#1) : (f32, f32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

