// error: unused operand
module @patterns {
  pdl.pattern @p : benefit(1) {
    %v = pdl.operand
    %op = pdl.operation "test.a"
    pdl.rewrite %op with "r"
  }
}
