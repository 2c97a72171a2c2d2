// An empty operand list with one type.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"( : !pdl.value)
  pdl.rewrite %r { pdl.erase %r }
}
