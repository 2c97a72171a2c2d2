"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.src"() : () -> f32
    "test.success"(%1, %0, %1) : (f32, i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

