"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "x.two"() : () -> (i32, i64)
    %1 = "x.second_of"(%0#0) : (i32) -> i32
    "x.use"(%0#1, %1) : (i64, i32) -> ()
  }) : () -> ()
}) : () -> ()

