"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.typed"() {name = "test.str"} : () -> f32
    "test.failure_op"() : () -> ()
  }) : () -> ()
}) : () -> ()

