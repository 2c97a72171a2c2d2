// pdl.result without its parent: the next statement's result name is read as the parent, then its '=' starts no operation.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  %v = pdl.result 0 of
  %t = pdl.type
  pdl.rewrite %r { pdl.erase %r }
}
