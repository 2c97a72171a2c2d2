"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> i32
    %1 = "test.other"() : () -> i32
    "test.success"(%0) : (i32) -> ()
    "x.consumer"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

