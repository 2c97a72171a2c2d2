// error: unbound result
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    %r = pdl.result 0 of %op
    %x = pdl.operand
    pdl.rewrite %op with "r"(%r : !pdl.value)
  }
}
