module {
  func.func @std_if(%arg0: i1, %arg1: f32) {
    scf.if %arg0 {
      %0 = "u.add"(%arg1, %arg1) : (f32, f32) -> f32
    }
    return
  }
  func.func @std_if_else(%arg0: i1, %arg1: f32) {
    scf.if %arg0 {
      %0 = "u.add"(%arg1, %arg1) : (f32, f32) -> f32
    } else {
      %0 = "u.add"(%arg1, %arg1) : (f32, f32) -> f32
    }
    scf.if %arg0 {
    } else {
    } {u.attr = 2 : i64}
    scf.if %arg0 {
    }
    return
  }
  func.func @std_if_yield(%arg0: i1, %arg1: f32) {
    %0:2 = scf.if %arg0 -> (f32, f32) {
      %1 = "u.add"(%arg1, %arg1) : (f32, f32) -> f32
      %2 = "u.sub"(%arg1, %arg1) : (f32, f32) -> f32
      scf.yield %1, %2 : f32, f32
    } else {
      %1 = "u.sub"(%arg1, %arg1) : (f32, f32) -> f32
      %2 = "u.add"(%arg1, %arg1) : (f32, f32) -> f32
      scf.yield %1, %2 : f32, f32
    }
    "u.use"(%0#0, %0#1) : (f32, f32) -> ()
    return
  }
  func.func @conditional_reduce(%arg0: memref<1024xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %cst) -> (f32) {
      %1 = "u.load"(%arg0, %arg4) : (memref<1024xf32>, index) -> f32
      %2 = "u.cmp"(%1, %cst_0) : (f32, f32) -> i1
      %3 = scf.if %2 -> (f32) {
        %4 = "u.add"(%arg5, %1) : (f32, f32) -> f32
        scf.yield %4 : f32
      } else {
        scf.yield %arg5 : f32
      }
      scf.yield %3 : f32
    }
    return %0 : f32
  }
}

