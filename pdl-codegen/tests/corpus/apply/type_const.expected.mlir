"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.success"() : () -> i64
    %1 = "test.op"() : () -> i32
    %2 = "test.op"() : () -> si64
    %3 = "test.op"() : () -> index
    "test.use"(%0, %1, %2, %3) : (i64, i32, si64, index) -> ()
  }) : () -> ()
}) : () -> ()

