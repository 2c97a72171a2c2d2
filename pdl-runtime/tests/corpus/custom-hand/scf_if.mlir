// scf.if: without results (yield elided), with an else region, with results, attributes,
// nested in a loop. Cut from MLIR's test/Dialect/SCF/ops.mlir.
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
    %1 = "u.add"(%arg1, %arg1) : (f32, f32) -> f32
  }
  scf.if %arg0 {
  } else {
    "scf.yield"() : () -> ()
  } {u.attr = 2}
  scf.if %arg0 {
  }
  return
}
func.func @std_if_yield(%arg0: i1, %arg1: f32) {
  %x, %y = scf.if %arg0 -> (f32, f32) {
    %0 = "u.add"(%arg1, %arg1) : (f32, f32) -> f32
    %1 = "u.sub"(%arg1, %arg1) : (f32, f32) -> f32
    "scf.yield"(%0, %1) : (f32, f32) -> ()
  } else {
    %0 = "u.sub"(%arg1, %arg1) : (f32, f32) -> f32
    %1 = "u.add"(%arg1, %arg1) : (f32, f32) -> f32
    "scf.yield"(%0, %1) : (f32, f32) -> ()
  }
  "u.use"(%x, %y) : (f32, f32) -> ()
  return
}
func.func @conditional_reduce(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> (f32) {
  %sum_0 = arith.constant 0.0 : f32
  %c0 = arith.constant 0.0 : f32
  %sum = scf.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = "u.load"(%buffer, %iv) : (memref<1024xf32>, index) -> f32
    %cond = "u.cmp"(%t, %c0) : (f32, f32) -> i1
    %sum_next = scf.if %cond -> (f32) {
      %new_sum = "u.add"(%sum_iter, %t) : (f32, f32) -> f32
      "scf.yield"(%new_sum) : (f32) -> ()
    } else {
      "scf.yield"(%sum_iter) : (f32) -> ()
    }
    "scf.yield"(%sum_next) : (f32) -> ()
  }
  return %sum : f32
}
