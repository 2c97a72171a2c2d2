"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.src"() : () -> f64
    "test.success"() : () -> ()
    "test.success"(%0) : (i32) -> ()
    "test.success"(%0, %1, %0) : (i32, f64, i32) -> ()
  }) : () -> ()
}) : () -> ()

