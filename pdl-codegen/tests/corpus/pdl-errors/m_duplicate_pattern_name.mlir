// error: two patterns named @p (the module's symbol table)
module @patterns {
  pdl.pattern @p : benefit(1) {
    %r = pdl.operation "test.a"
    pdl.rewrite %r {
      pdl.erase %r
    }
  }
  pdl.pattern @p : benefit(2) {
    %r = pdl.operation "test.b"
    pdl.rewrite %r {
      pdl.erase %r
    }
  }
}
