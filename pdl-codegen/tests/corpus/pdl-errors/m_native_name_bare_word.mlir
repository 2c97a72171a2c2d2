// A native constraint's name is a string attribute: a bare word starts no attribute.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  pdl.apply_native_constraint of(%r : !pdl.operation)
  pdl.rewrite %r { pdl.erase %r }
}
