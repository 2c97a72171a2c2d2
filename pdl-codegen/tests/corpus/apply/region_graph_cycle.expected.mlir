"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.graph"() ({
      %0 = "x.ab"(%0) : (i32) -> i32
      %1 = "x.b"(%0) : (i32) -> i32
      "x.use"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

