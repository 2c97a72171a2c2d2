// An attribute name that is an attribute of another kind than a string.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a" {1 = %r}
  pdl.rewrite %r { pdl.erase %r }
}
