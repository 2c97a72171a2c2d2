"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1:2 = "x.lohi"(%0) : (i32) -> (i32, i32)
    "x.use"(%1#0, %1#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

