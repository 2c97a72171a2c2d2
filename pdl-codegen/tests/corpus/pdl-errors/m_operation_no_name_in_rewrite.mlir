// error: operation no name in rewrite
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op {
      %n = pdl.operation
      pdl.replace %op with %n
    }
  }
}
