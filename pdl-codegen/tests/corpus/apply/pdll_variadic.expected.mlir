"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1:2 = "x.forwarded"(%0, %0) : (i32, i32) -> (i8, i16)
    "x.forwarded"() : () -> ()
    "x.use"(%1#0, %1#1) : (i8, i16) -> ()
  }) : () -> ()
}) : () -> ()

