// error: missing of
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    %r = pdl.result 0 %op
    pdl.rewrite %op with "r"(%r : !pdl.value)
  }
}
