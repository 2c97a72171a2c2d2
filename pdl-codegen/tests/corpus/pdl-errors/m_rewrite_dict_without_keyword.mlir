// pdl.rewrite's attribute dictionary needs `attributes`: a bare one starts the next operation.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  pdl.rewrite %r { pdl.erase %r } {k}
}
