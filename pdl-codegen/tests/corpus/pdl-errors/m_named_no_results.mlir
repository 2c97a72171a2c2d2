// A name for the result of an operation that has none.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  pdl.rewrite %r {
    %x = pdl.erase %r
  }
}
