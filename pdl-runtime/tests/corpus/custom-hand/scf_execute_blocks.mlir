// scf.execute_region with several blocks: the entry block's label is not printed, the
// terminators are. Cut from MLIR's test/Dialect/SCF/ops.mlir.
func.func @execute_region_blocks(%c: i1) -> i32 {
  "scf.execute_region"() ({
  ^bb0:
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : () -> ()
  %r = scf.execute_region -> i32 {
    "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    %c1 = arith.constant 1 : i32
    "cf.br"(%c1)[^bb3] : (i32) -> ()
  ^bb2:
    %c2 = arith.constant 2 : i32
    "cf.br"(%c2)[^bb3] : (i32) -> ()
  ^bb3(%x : i32):
    "scf.yield"(%x) : (i32) -> ()
  }
  return %r : i32
}
