module {
  func.func @callee(%arg0: i32) -> (i32, i1) {
    %true = arith.constant true
    return %arg0, %true : i32, i1
  }
  func.func private @decl(i32) -> i32
  func.func @branches(%arg0: i32, %arg1: i1) -> i32 {
    %0:2 = call @callee(%arg0) : (i32) -> (i32, i1)
    %1 = call @decl(%0#0) : (i32) -> i32
    cf.cond_br %arg1, ^bb1(%1 : i32), ^bb2
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb2
    cf.br ^bb3(%2, %0#1 : i32, i1)
  ^bb2:  // pred: ^bb0
    cf.cond_br %0#1 weights([10, 90]), ^bb3(%arg0, %arg1 : i32, i1), ^bb1(%arg0 : i32)
  ^bb3(%3: i32, %4: i1):  // 2 preds: ^bb1, ^bb2
    cf.assert %4, "must hold"
    return %3 : i32
  }
}

