// error: undefined value
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"(%nope : !pdl.value)
    pdl.rewrite %op with "r"
  }
}
