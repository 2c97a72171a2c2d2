"builtin.module"() ({
  "test.g"() ({
    "test.jmp"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %0 = "test.v"() : () -> i32
    "test.cond"(%0)[^bb2, ^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb1
    "test.jmp"(%0)[^bb3] : (i32) -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "test.end"() : () -> ()
  }) : () -> ()
}) : () -> ()

