"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.src"() : () -> f32
    "x.use"(%0, %1, %1) : (i32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

