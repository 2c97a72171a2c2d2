"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:4 = "test.success"() : () -> (i16, i32, index, i8)
    %1:2 = "test.success"() : () -> (index, f32)
  }) : () -> ()
}) : () -> ()

