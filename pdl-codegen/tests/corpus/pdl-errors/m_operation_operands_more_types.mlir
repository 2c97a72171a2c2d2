// One operand, two types.
pdl.pattern : benefit(1) {
  %v = pdl.operand
  %r = pdl.operation "x.a"(%v : !pdl.value, !pdl.value)
  pdl.rewrite %r { pdl.erase %r }
}
