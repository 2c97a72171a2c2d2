// multi root through result
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %a = pdl.operation "test.a" -> (%t : !pdl.type)
    %r = pdl.result 0 of %a
    %b = pdl.operation "test.b"(%r : !pdl.value)
    %c = pdl.operation "test.c"(%r : !pdl.value)
    pdl.rewrite %b with "fuse"(%c : !pdl.operation)
  }
}
