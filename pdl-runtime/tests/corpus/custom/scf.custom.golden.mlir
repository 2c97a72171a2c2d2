module {
  func.func @loops(%arg0: i32, %arg1: i1) -> i32 {
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      scf.condition(%arg1) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      scf.yield %arg2 : i32
    }
    %1 = scf.execute_region -> i32 {
      scf.yield %0 : i32
    }
    scf.execute_region {
      scf.yield
    }
    return %1 : i32
  }
}

