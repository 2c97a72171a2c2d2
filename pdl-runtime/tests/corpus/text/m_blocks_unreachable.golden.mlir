"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  ^bb1:  // no predecessors
    "test.x"() : () -> ()
    "func.return"() : () -> ()
  ^bb2(%0: i32, %1: f32):  // no predecessors
    "test.use"(%0, %1) : (i32, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

