"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    "test.op"() : () -> ()
    "test.op"(%0, %0) : (i32, i32) -> ()
    "test.op"(%0, %0, %0) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

