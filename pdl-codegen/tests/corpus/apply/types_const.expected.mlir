"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "test.success"() : () -> (i32, f32)
    %1 = "test.op"() : () -> i32
    %2:3 = "test.op"() : () -> (i32, f32, f32)
    %3:2 = "test.op"() : () -> (f32, i32)
    "test.use"(%0#1, %1, %2#0, %3#0) : (f32, i32, i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

