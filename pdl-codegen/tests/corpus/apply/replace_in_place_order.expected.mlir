"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.first"() : () -> i32
    %1 = "test.pre"(%0) : (i32) -> i32
    %2 = "test.success"(%1) : (i32) -> i32
    %3 = "x.middle"(%2) : (i32) -> i32
    %4 = "test.pre"(%3) : (i32) -> i32
    %5 = "test.success"(%4) : (i32) -> i32
    "x.last"(%5) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

