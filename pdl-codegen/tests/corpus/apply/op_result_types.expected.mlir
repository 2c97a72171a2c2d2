"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "test.success"() : () -> (i32, f32)
    %1:2 = "test.op"() : () -> (f32, i32)
    %2 = "test.op"() : () -> i32
    %3:3 = "test.op"() : () -> (i32, f32, i32)
    "test.use"(%0#0, %0#1, %1#0, %2, %3#2) : (i32, f32, f32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

