// operands range
module @patterns {
  pdl.pattern @p : benefit(1) {
    %vs = pdl.operands
    %op = pdl.operation "test.a"(%vs : !pdl.range<value>)
    pdl.rewrite %op with "r"
  }
}
