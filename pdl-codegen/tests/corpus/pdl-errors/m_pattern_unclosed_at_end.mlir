// The file ends inside the pattern.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  pdl.rewrite %r { pdl.erase %r }
