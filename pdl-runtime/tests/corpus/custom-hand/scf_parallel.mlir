// scf.parallel (implicit scf.reduce, init values), scf.forall (normalized `in` form, bounds
// as values or integers, constant lower bounds and steps, shared_outs) and
// scf.forall.in_parallel (elided when the loop has no result). After MLIR's
// test/Dialect/SCF/ops.mlir.
func.func @p(%arg0 : index, %arg1 : index, %arg2 : index, %arg3 : index, %arg4 : index, %t: tensor<100xf32>) {
  %step = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %step) {
    "u.op"(%i0, %i1) : (index, index) -> ()
  }
  %zero = arith.constant 0.0 : f32
  %red = scf.parallel (%i2) = (%arg0) to (%arg1) step (%arg2) init (%zero) -> f32 {
    %one = arith.constant 1.0 : f32
    "scf.reduce"(%one) ({
    ^bb0(%lhs : f32, %rhs: f32):
      %res = "u.add"(%lhs, %rhs) : (f32, f32) -> f32
      "scf.reduce.return"(%res) : (f32) -> ()
    }) : (f32) -> ()
  } {u.x}
  scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) {
    "scf.reduce"() : () -> ()
  }
  %c100 = arith.constant 100 : index
  %r = scf.forall (%thread_idx) in (%c100) shared_outs(%o = %t) -> tensor<100xf32> {
      %1 = "u.slice"(%t, %thread_idx) : (tensor<100xf32>, index) -> tensor<1xf32>
      scf.forall.in_parallel {
        "tensor.parallel_insert_slice"(%1, %o, %thread_idx) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<100xf32>, index) -> ()
      }
  }
  scf.forall (%i, %j) in (%c100, 7) {
    "u.op"(%i, %j) : (index, index) -> ()
  } {u.m = 1}
  scf.forall (%i, %j) = (0, %arg0) to (%arg1, 8) step (%step, 2) {
  }
  scf.forall (%i) = (0) to (%arg1) step (%step) {
    scf.forall.in_parallel {
    } {u.a}
  }
  scf.forall (%i) = (-2) to (%arg1) step (1) {
  }
  return
}
