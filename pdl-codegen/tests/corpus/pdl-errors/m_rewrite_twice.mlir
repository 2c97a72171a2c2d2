// Two rewrites: the first (without a region) is not the last operation of the pattern.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  pdl.rewrite pdl.rewrite %r { pdl.erase %r }
}
