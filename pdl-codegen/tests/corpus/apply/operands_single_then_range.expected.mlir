"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() {n = 0 : i64} : () -> i32
    %1 = "x.src"() {n = 1 : i64} : () -> i32
    %2 = "x.src"() {n = 2 : i64} : () -> i32
    "test.op"() : () -> ()
    "test.success"(%0) : (i32) -> ()
    "test.success"(%1, %2, %0) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

