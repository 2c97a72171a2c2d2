"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.op"() : () -> ()
    %0 = "test.success"() : () -> index
    %1:3 = "test.success"() : () -> (index, f32, f32)
    %2:2 = "test.op"() : () -> (f32, index)
    "test.use"(%0, %1#2, %2#1) : (index, f32, index) -> ()
  }) : () -> ()
}) : () -> ()

