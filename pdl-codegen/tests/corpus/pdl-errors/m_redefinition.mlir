// error: redefinition
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    %op = pdl.operation "test.b"
    pdl.rewrite %op with "r"
  }
}
