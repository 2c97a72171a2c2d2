"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.op"() : () -> ()
    %0 = "test.op"() : () -> i32
    %1:3 = "test.op"() : () -> (i32, i32, i32)
    "test.use"(%0, %1#0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

