// error: external with body
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op with "r" {
      pdl.erase %op
    }
  }
}
