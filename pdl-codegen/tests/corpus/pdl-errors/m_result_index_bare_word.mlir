// pdl.result's index is an attribute: a bare word starts none.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  %v = pdl.result pdl.result 0 of %r
  pdl.rewrite %r { pdl.erase %r }
}
