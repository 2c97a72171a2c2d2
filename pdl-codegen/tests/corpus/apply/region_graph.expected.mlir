"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.graph"() ({
      "x.use"(%0) : (i32) -> ()
      %0 = "test.success"(%1) : (i32) -> i32
      %1 = "x.src"() : () -> i32
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

