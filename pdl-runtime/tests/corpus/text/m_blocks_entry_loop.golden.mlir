"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.jmp"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "test.loop"()[^bb1, ^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

