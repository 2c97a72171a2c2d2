// result chain
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %a = pdl.operation "test.a" -> (%t : !pdl.type)
    %ra = pdl.result 0 of %a
    %b = pdl.operation "test.b"(%ra : !pdl.value) -> (%t : !pdl.type)
    %rb = pdl.result 0 of %b
    %c = pdl.operation "test.c"(%rb : !pdl.value) -> (%t : !pdl.type)
    %rc = pdl.result 0 of %c
    %d = pdl.operation "test.d"(%rc, %ra : !pdl.value, !pdl.value)
    pdl.rewrite %d {
      %n = pdl.operation "test.fused"(%ra : !pdl.value)
      pdl.replace %d with %n
    }
  }
}
