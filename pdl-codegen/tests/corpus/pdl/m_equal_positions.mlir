// equal positions
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %a = pdl.operation "test.a"(%v, %v : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %ra = pdl.result 0 of %a
    %b = pdl.operation "test.b"(%ra, %v : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %b with "r"
  }
}
