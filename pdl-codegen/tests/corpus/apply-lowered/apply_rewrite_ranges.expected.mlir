"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.src"() : () -> i32
    %1 = "test.src"() : () -> f32
    %2:2 = "test.success"(%0, %1) : (i32, f32) -> (i32, f32)
    "test.use"(%0, %1) : (i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

