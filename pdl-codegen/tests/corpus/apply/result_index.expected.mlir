"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:3 = "x.split"() : () -> (i8, i16, i32)
    %1 = "x.took_middle"(%0#0, %0#1, %0#2) : (i8, i16, i32) -> i64
    %2 = "x.take"(%0#0) : (i8) -> i64
    "x.use"(%1, %2) : (i64, i64) -> ()
  }) : () -> ()
}) : () -> ()

