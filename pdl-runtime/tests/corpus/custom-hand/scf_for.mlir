// scf.for: index and i32 induction variables, `unsigned`, iter_args, implicit and
// explicit terminators, attributes, nests. Cut from MLIR's test/Dialect/SCF/ops.mlir.
func.func @std_for(%arg0 : index, %arg1 : index, %arg2 : index) {
  scf.for %i0 = %arg0 to %arg1 step %arg2 {
    scf.for %i1 = %arg0 to %arg1 step %arg2 {
      %min = "u.min"(%i0, %i1) : (index, index) -> index
      %max = "u.max"(%i0, %i1) : (index, index) -> index
      scf.for %i2 = %min to %max step %i1 {
      }
    }
  }
  return
}
func.func @std_for_yield(%arg0 : index, %arg1 : index, %arg2 : index) -> f32 {
  %s0 = arith.constant 0.0 : f32
  %result = scf.for %i0 = %arg0 to %arg1 step %arg2 iter_args(%si = %s0) -> (f32) {
    %sn = "u.add"(%si, %si) : (f32, f32) -> f32
    "scf.yield"(%sn) : (f32) -> ()
  }
  return %result : f32
}
func.func @std_for_yield_multi(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1 : i32
  %u0 = arith.constant 1.0 : f32
  %result1:3 = scf.for %i0 = %arg0 to %arg1 step %arg2 iter_args(%si = %s0, %ti = %t0, %ui = %u0) -> (f32, i32, f32) {
    %sn = "u.add"(%si, %si) : (f32, f32) -> f32
    %tn = "u.add"(%ti, %ti) : (i32, i32) -> i32
    %un = "u.sub"(%ui, %ui) : (f32, f32) -> f32
    "scf.yield"(%sn, %tn, %un) : (f32, i32, f32) -> ()
  }
  "u.use"(%result1#0, %result1#2) : (f32, f32) -> ()
  return
}
func.func @typed(%lb: i32, %ub: i32, %step: i32, %init: tensor<4xf32>) -> tensor<4xf32> {
  scf.for %iv = %lb to %ub step %step : i32 {
    "u.use"(%iv) : (i32) -> ()
  }
  scf.for unsigned %iv = %lb to %ub step %step : i32 {
    "u.use"(%iv) : (i32) -> ()
  } {u.tag = "loop"}
  %r = scf.for %iv = %lb to %ub step %step iter_args(%t = %init) -> tensor<4xf32> : i32 {
    "scf.yield"(%t) : (tensor<4xf32>) -> ()
  }
  scf.for %iv = %lb to %ub step %step : i32 {
    "scf.yield"() : () -> ()
  }
  return %r : tensor<4xf32>
}
