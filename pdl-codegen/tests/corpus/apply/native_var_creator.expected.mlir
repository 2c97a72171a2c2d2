"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.src"() : () -> f16
    %2:3 = "test.success"(%0, %1, %0) : (i32, f16, i32) -> (i32, f16, i32)
    "test.success"() : () -> ()
  }) : () -> ()
}) : () -> ()

