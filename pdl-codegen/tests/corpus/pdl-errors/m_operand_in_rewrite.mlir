// error: operand in rewrite
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op {
      %v = pdl.operand
      pdl.erase %op
    }
  }
}
