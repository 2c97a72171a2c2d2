// error: unknown pdl op
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.frobnicate %op
    pdl.rewrite %op with "r"
  }
}
