"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.src"() : () -> i32
    "test.success"() : () -> ()
    "test.op"(%0, %0) : (i32, i32) -> ()
    "test.op"() : () -> ()
  }) : () -> ()
}) : () -> ()

