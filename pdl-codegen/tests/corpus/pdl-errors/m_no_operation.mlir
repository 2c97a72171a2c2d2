// error: no operation
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    pdl.rewrite with "r"(%v : !pdl.value)
  }
}
