// An empty attribute operand list: MLIR wants at least one entry.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a" {}
  pdl.rewrite %r { pdl.erase %r }
}
