"builtin.module"() ({
  %0 = "test.a"() : () -> i32
  "test.b"() ({
    "test.use"(%0) : (i32) -> ()
    %1 = "test.c"(%0) : (i32) -> i32
    "test.d"() ({
      "test.use"(%0, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

