"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.d"() : () -> i32
    %1 = "x.d"() : () -> i32
    %2 = "x.d"() : () -> i32
    "x.use"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

