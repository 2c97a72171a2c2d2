"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.src"() : () -> i32
    %2:2 = "x.lohi"(%0) : (i32) -> (i32, i32)
    %3 = "x.lo_only"(%1) : (i32) -> i32
    "x.use"(%2#0, %2#1, %3) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

