"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "test.success"() : () -> (i32, i64)
    "test.use"(%0#1, %0#0) : (i64, i32) -> ()
    "test.use"(%0#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

