"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    "x.use"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

