"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    "test.success"() : () -> ()
  }) : () -> ()
}) : () -> ()

