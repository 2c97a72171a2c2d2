"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.identity"(%0) : (i32) -> i64
    "x.use"(%0, %0, %1) : (i32, i32, i64) -> ()
  }) : () -> ()
}) : () -> ()

