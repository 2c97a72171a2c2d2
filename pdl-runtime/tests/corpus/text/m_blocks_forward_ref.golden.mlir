"builtin.module"() ({
  "test.g"() ({
    "test.use"(%0) : (i32) -> ()
    %0 = "test.def"() : () -> i32
    "test.use2"(%1) : (i64) -> ()
    %1 = "test.def2"() : () -> i64
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.jmp"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "test.jmp"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

