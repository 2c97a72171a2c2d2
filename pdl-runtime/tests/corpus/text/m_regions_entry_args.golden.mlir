"builtin.module"() ({
  "test.a"() ({
  ^bb0(%arg0: i32):
    "test.b"() ({
    ^bb0(%arg2: f32):
      "test.c"(%arg0, %arg2) : (i32, f32) -> ()
    }) : () -> ()
    "test.d"() ({
    ^bb0(%arg1: f32):
      %0:2 = "test.e"() : () -> (i32, i32)
      "test.f"(%0#1, %arg1) : (i32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

