// multi-root: three roots, no root in pdl.rewrite (roots detected automatically)
module @patterns {
  pdl.pattern @three : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %p = pdl.operation "test.p"(%v : !pdl.value) -> (%t : !pdl.type)
    %r = pdl.result 0 of %p
    %a = pdl.operation "test.a"(%r : !pdl.value) -> (%t : !pdl.type)
    %b = pdl.operation "test.b"(%r, %v : !pdl.value, !pdl.value)
    %c = pdl.operation "x.c"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite {
      %n = pdl.operation "test.fused"(%v : !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
      %n0 = pdl.result 0 of %n
      %n1 = pdl.result 1 of %n
      pdl.replace %a with (%n0 : !pdl.value)
      pdl.replace %c with (%n1 : !pdl.value)
      pdl.erase %b
    }
  }
}
