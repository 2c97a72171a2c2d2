// benefit ties
module @patterns {
  pdl.pattern @x : benefit(3) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op with "r1"
  }
  pdl.pattern @y : benefit(3) {
    %v = pdl.operand
    %op = pdl.operation "test.a"(%v : !pdl.value)
    pdl.rewrite %op with "r2"
  }
}
