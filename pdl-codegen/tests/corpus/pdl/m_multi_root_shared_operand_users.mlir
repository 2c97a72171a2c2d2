// multi root shared operand users
module @patterns {
  pdl.pattern @p : benefit(1) {
    %v = pdl.operand
    %t = pdl.type
    %a = pdl.operation "test.a"(%v : !pdl.value) -> (%t : !pdl.type)
    %b = pdl.operation "test.b"(%v : !pdl.value) -> (%t : !pdl.type)
    %c = pdl.operation "test.c"(%v : !pdl.value)
    pdl.rewrite %a with "fuse"(%b, %c : !pdl.operation, !pdl.operation)
  }
}
