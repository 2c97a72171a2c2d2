"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() {n = 0 : i64} : () -> i32
    %1 = "x.src"() {n = 1 : i64} : () -> i32
    "x.use"(%1, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

