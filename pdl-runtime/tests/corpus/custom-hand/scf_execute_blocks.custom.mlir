module {
  func.func @execute_region_blocks(%arg0: i1) -> i32 {
    scf.execute_region {
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      scf.yield
    }
    %0 = scf.execute_region -> i32 {
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %c1_i32 = arith.constant 1 : i32
      cf.br ^bb3(%c1_i32 : i32)
    ^bb2:  // pred: ^bb0
      %c2_i32 = arith.constant 2 : i32
      cf.br ^bb3(%c2_i32 : i32)
    ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}

