// error: range mixed
module @patterns {
  pdl.pattern @p : benefit(1) {
    %v = pdl.operand
    %op = pdl.operation "test.a"(%v : !pdl.value)
    pdl.rewrite %op {
      %t = pdl.type : i32
      %r = pdl.range %v, %t : !pdl.value, !pdl.type
      pdl.erase %op
    }
  }
}
