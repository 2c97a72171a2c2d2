"builtin.module"() ({
  "test.graph"() ({
    "test.use"(%0, %1) : (i32, i32) -> ()
    %0 = "test.def"() : () -> i32
    %1 = "test.def2"(%0) : (i32) -> i32
  }) : () -> ()
}) : () -> ()

