module {
  "t.func"() ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0:2 = "t.call"(%arg0) : (i32) -> (i32, i1)
    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb2
    cf.br ^bb3(%1, %0#1 : i32, i1)
  ^bb2:  // pred: ^bb0
    cf.cond_br %0#1 weights([10, 90]), ^bb3(%arg0, %arg1 : i32, i1), ^bb1(%0#0 : i32)
  ^bb3(%2: i32, %3: i1):  // 2 preds: ^bb1, ^bb2
    cf.assert %3, "must hold"
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    "t.ret"(%2) : (i32) -> ()
  }) : () -> ()
}

