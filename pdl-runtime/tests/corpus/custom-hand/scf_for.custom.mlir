module {
  func.func @std_for(%arg0: index, %arg1: index, %arg2: index) {
    scf.for %arg3 = %arg0 to %arg1 step %arg2 {
      scf.for %arg4 = %arg0 to %arg1 step %arg2 {
        %0 = "u.min"(%arg3, %arg4) : (index, index) -> index
        %1 = "u.max"(%arg3, %arg4) : (index, index) -> index
        scf.for %arg5 = %0 to %1 step %arg4 {
        }
      }
    }
    return
  }
  func.func @std_for_yield(%arg0: index, %arg1: index, %arg2: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %cst) -> (f32) {
      %1 = "u.add"(%arg4, %arg4) : (f32, f32) -> f32
      scf.yield %1 : f32
    }
    return %0 : f32
  }
  func.func @std_for_yield_multi(%arg0: index, %arg1: index, %arg2: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %c1_i32 = arith.constant 1 : i32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0:3 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %cst, %arg5 = %c1_i32, %arg6 = %cst_0) -> (f32, i32, f32) {
      %1 = "u.add"(%arg4, %arg4) : (f32, f32) -> f32
      %2 = "u.add"(%arg5, %arg5) : (i32, i32) -> i32
      %3 = "u.sub"(%arg6, %arg6) : (f32, f32) -> f32
      scf.yield %1, %2, %3 : f32, i32, f32
    }
    "u.use"(%0#0, %0#2) : (f32, f32) -> ()
    return
  }
  func.func @typed(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: tensor<4xf32>) -> tensor<4xf32> {
    scf.for %arg4 = %arg0 to %arg1 step %arg2  : i32 {
      "u.use"(%arg4) : (i32) -> ()
    }
    scf.for unsigned %arg4 = %arg0 to %arg1 step %arg2  : i32 {
      "u.use"(%arg4) : (i32) -> ()
    } {u.tag = "loop"}
    %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (tensor<4xf32>)  : i32 {
      scf.yield %arg5 : tensor<4xf32>
    }
    scf.for %arg4 = %arg0 to %arg1 step %arg2  : i32 {
    }
    return %0 : tensor<4xf32>
  }
}

