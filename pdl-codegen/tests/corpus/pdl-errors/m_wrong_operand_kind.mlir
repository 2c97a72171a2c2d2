// error: wrong operand kind
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %op = pdl.operation "test.a"(%t : !pdl.value)
    pdl.rewrite %op with "r"
  }
}
