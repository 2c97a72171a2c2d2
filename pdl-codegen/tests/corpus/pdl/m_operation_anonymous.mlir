// operation anonymous
module @patterns {
  pdl.pattern @p : benefit(1) {
    %v = pdl.operand
    %op = pdl.operation (%v : !pdl.value)
    pdl.rewrite %op with "r"
  }
}
