"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.src"() : () -> i32
    %2 = "x.scale"(%0) {by = 2 : i64} : (i32) -> i32
    %3 = "x.add"(%0, %1) : (i32, i32) -> i32
    %4 = "x.scale"(%1) {by = 2 : i64} : (i32) -> i32
    "x.use"(%2, %3, %4) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

