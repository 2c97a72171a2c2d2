// Identical blocks merge even with unregistered terminators (MLIR 22's default region simplification is Aggressive: mergeIdenticalBlocks).
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op {
      %n = pdl.operation "test.same"
      pdl.replace %op with %n
    }
  }
}
module @ir {
  "test.region"() ({
    "test.sw"()[^bb1, ^bb2] : () -> ()
  ^bb1:
    "test.a"() : () -> ()
    "test.end"() : () -> ()
  ^bb2:
    "test.same"() : () -> ()
    "test.end"() : () -> ()
  }) : () -> ()
}
