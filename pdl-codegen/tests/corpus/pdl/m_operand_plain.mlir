// operand plain
module @patterns {
  pdl.pattern @p : benefit(1) {
    %v = pdl.operand
    %op = pdl.operation "test.a"(%v : !pdl.value)
    pdl.rewrite %op with "r"
  }
}
