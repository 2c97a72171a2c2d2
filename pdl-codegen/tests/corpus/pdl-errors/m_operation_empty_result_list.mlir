// An empty result type list (MLIR reads an empty operand list, then wants its colon).
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a" -> () {k}
  pdl.rewrite %r { pdl.erase %r }
}
