"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.widened"() : () -> i64
    %1 = "x.cast"() : () -> i32
    "x.use"(%0, %1) : (i64, i32) -> ()
  }) : () -> ()
}) : () -> ()

