// regions entry args
"test.a"() ({
^bb0(%a: i32):
  "test.b"() ({
  ^bb0(%b: f32):
    "test.c"(%a, %b) : (i32, f32) -> ()
  }) : () -> ()
  "test.d"() ({
  ^bb0(%c: f32):
    %r:2 = "test.e"() : () -> (i32, i32)
    "test.f"(%r#1, %c) : (i32, f32) -> ()
  }) : () -> ()
}) : () -> ()
