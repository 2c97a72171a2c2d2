// A missing comma in a type list: MLIR wants the ')' before it counts operands and types.
pdl.pattern : benefit(1) {
  %t = pdl.type
  %ts = pdl.types
  %r = pdl.operation "x.a" -> (%t, %ts : !pdl.type !pdl.range<type>)
  pdl.rewrite %r { pdl.erase %r }
}
