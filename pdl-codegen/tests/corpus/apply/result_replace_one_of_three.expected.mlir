"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "x.pair"() : () -> (i8, i32)
    %1 = "x.single"() : () -> i16
    "x.use_a"(%0#0) : (i8) -> ()
    "x.use_c"(%0#1, %0#1) : (i32, i32) -> ()
    "x.use_b"(%1) : (i16) -> ()
  }) : () -> ()
}) : () -> ()

