"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.src"() : () -> i64
    %2 = "x.src"() : () -> f32
    "test.success"(%0) : (i32) -> ()
    "test.op"(%1) : (i64) -> ()
    "test.op"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

