"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.src"() : () -> i32
    "test.op"(%0) : (i32) -> ()
    %1 = "test.op"() : () -> i32
    "test.use"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

