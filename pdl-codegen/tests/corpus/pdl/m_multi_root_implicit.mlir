// multi root implicit
module @patterns {
  pdl.pattern @p : benefit(1) {
    %v = pdl.operand
    %a = pdl.operation "test.a"(%v : !pdl.value)
    %b = pdl.operation "test.b"(%v : !pdl.value)
    pdl.rewrite %a {
      pdl.erase %a
      pdl.erase %b
    }
  }
}
