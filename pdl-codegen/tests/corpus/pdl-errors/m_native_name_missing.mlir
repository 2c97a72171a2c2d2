// A native constraint without its name: MLIR reads the '(' as the start of a function type.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  pdl.apply_native_constraint (%r : !pdl.operation)
  pdl.rewrite %r { pdl.erase %r }
}
