"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.p"() : () -> i8
    %1 = "test.by_producer"() : () -> i32
    %2 = "test.by_producer"() : () -> i64
    %3 = "x.q"() : () -> i8
    %4 = "test.by_type"() : () -> i32
    "x.use"(%1, %2, %4) : (i32, i64, i32) -> ()
  }) : () -> ()
}) : () -> ()

