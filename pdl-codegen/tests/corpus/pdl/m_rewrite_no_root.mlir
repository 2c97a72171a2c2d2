// rewrite no root
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.rewrite {
      pdl.erase %op
    }
  }
}
