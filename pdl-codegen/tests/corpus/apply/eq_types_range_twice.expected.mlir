"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.mapped"(%0) : (i32) -> i32
    %2 = "x.mapped"(%0) : (i32) -> i32
    "x.use"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

