"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "x.done"() {from = "test.success"} : () -> (f32, f32)
  }) : () -> ()
}) : () -> ()

