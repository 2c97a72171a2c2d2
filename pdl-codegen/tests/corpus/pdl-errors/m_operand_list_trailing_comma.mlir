// A comma, then no operand.
pdl.pattern : benefit(1) {
  %t = pdl.type
  %r = pdl.operation "x.a" -> (%t, : !pdl.type)
  pdl.rewrite %r { pdl.erase %r }
}
