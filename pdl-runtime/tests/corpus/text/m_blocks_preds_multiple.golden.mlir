"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    "test.cond"(%arg0)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "test.jmp"()[^bb3] : () -> ()
  ^bb2:  // pred: ^bb0
    "test.jmp"()[^bb3] : () -> ()
  ^bb3:  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb3
    "test.jmp"()[^bb3, ^bb3] : () -> ()
  }) : () -> ()
}) : () -> ()

