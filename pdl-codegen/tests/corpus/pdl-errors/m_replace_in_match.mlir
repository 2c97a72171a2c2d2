// error: replace in match
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.replace %op with %op
    pdl.rewrite %op with "r"
  }
}
