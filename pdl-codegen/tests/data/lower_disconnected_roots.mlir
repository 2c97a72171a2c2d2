// Two roots related only by a native constraint. The cost graph of the root ordering only
// follows operands and results, so no root reaches the other. MLIR's verifier rejects this
// pattern; our lowering, fed without the checks, must give a diagnostic, not a crash.
module @patterns {
  pdl.pattern @disconnected : benefit(1) {
    %a = pdl.operation "test.a"
    %b = pdl.operation "test.b"
    pdl.apply_native_constraint "related"(%a, %b : !pdl.operation, !pdl.operation)
    pdl.rewrite {
      pdl.erase %a
      pdl.erase %b
    }
  }
}
