// error: benefit too large
module @patterns {
  pdl.pattern @p : benefit(40000) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op with "r"
  }
}
