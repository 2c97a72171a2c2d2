// An operation after pdl.rewrite: the terminator is not last in its block.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  pdl.rewrite %r { pdl.erase %r }
  %t = pdl.type
}
