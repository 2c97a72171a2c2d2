"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.scale"(%0) {factor = 2 : i32} : (i32) -> i32
    %2 = "test.op"(%0, %1) {k = 7 : i64} : (i32, i32) -> i32
    "x.use"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

