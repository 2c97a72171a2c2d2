// A bare word after the patterns: an unknown operation of the module's default dialect, builtin.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  pdl.rewrite %r { pdl.erase %r }
}
extra
