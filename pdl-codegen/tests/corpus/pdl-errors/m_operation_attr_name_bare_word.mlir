// The names of pdl.operation's attribute operands are string attributes: a bare word starts none.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a" {k}
  pdl.rewrite %r { pdl.erase %r }
}
