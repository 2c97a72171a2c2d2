// deep chain 5
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %o0 = pdl.operation "test.s0"(%v : !pdl.value) -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %o0
    %o1 = pdl.operation "test.s1"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %o1
    %o2 = pdl.operation "test.s2"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %o2
    %o3 = pdl.operation "test.s3"(%r2 : !pdl.value) -> (%t : !pdl.type)
    %r3 = pdl.result 0 of %o3
    %o4 = pdl.operation "test.s4"(%r3 : !pdl.value) -> (%t : !pdl.type)
    %r4 = pdl.result 0 of %o4
    pdl.rewrite %o4 with "r"
  }
}
