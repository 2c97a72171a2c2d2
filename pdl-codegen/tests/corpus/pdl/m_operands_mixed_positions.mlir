// operands mixed positions
module @patterns {
  pdl.pattern @p : benefit(1) {
    %a = pdl.operand
    %vs = pdl.operands
    %b = pdl.operand
    %op = pdl.operation "test.a"(%a, %vs, %b : !pdl.value, !pdl.range<value>, !pdl.value)
    pdl.rewrite %op with "r"
  }
}
