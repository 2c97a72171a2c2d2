"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.src"() : () -> i64
    "test.success"(%0, %0) : (i32, i32) -> ()
    "test.op"(%0) : (i32) -> ()
    "test.op"(%0, %1) : (i32, i64) -> ()
    "test.op"(%0, %0, %0) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

