"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "test.success"(%0) : (i32) -> f32
    "test.success"(%1) : (f32) -> ()
    "test.op"(%0, %0) : (i32, i32) -> ()
    "x.use"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

