// quoted names
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a\"b"
    pdl.rewrite %op with "rewr\\iter"
  }
}
