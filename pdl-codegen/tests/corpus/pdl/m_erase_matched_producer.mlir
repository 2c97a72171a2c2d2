// erase matched producer
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %a = pdl.operation "test.a" -> (%t : !pdl.type)
    %r = pdl.result 0 of %a
    %b = pdl.operation "test.b"(%r : !pdl.value)
    pdl.rewrite %b {
      pdl.erase %b
      pdl.erase %a
    }
  }
}
