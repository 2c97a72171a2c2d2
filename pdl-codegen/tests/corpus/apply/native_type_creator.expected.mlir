"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.success"() : () -> f32
  }) : () -> ()
}) : () -> ()

