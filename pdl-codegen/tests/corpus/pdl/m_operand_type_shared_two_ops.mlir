// operand type shared two ops
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %x = pdl.operand : %t
    %y = pdl.operand : %t
    %op = pdl.operation "test.a"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op with "r"
  }
}
