// rewrite replace values
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.a"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      pdl.replace %op with (%v : !pdl.value)
    }
  }
}
