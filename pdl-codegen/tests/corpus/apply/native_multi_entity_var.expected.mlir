"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1:2 = "test.success"(%0, %0) : (i32, i32) -> (i8, i8)
    %2 = "test.op"(%0, %0) : (i32, i32) -> i8
    %3:2 = "test.op"(%0) : (i32) -> (i8, i8)
    %4:2 = "test.op"(%0, %0, %0) : (i32, i32, i32) -> (i8, i8)
    "x.use"(%1#0, %2, %3#0, %4#0) : (i8, i8, i8, i8) -> ()
  }) : () -> ()
}) : () -> ()

