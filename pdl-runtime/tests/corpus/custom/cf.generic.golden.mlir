"builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0:2 = "t.call"(%arg0) : (i32) -> (i32, i1)
    "cf.cond_br"(%arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb2
    "cf.br"(%1, %0#1)[^bb3] : (i32, i1) -> ()
  ^bb2:  // pred: ^bb0
    "cf.cond_br"(%0#1, %arg0, %arg1, %0#0)[^bb3, ^bb1] <{branch_weights = array<i32: 10, 90>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i1, i32) -> ()
  ^bb3(%2: i32, %3: i1):  // 2 preds: ^bb1, ^bb2
    "cf.assert"(%3) <{msg = "must hold"}> : (i1) -> ()
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // pred: ^bb3
    "t.ret"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

