// multi-root with an explicit root that is not the first operation
module @patterns {
  pdl.pattern @explicit : benefit(2) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op1 = pdl.operation "test.first"(%v : !pdl.value) -> (%t : !pdl.type)
    %op2 = pdl.operation "test.second"(%v : !pdl.value) -> (%t : !pdl.type)
    %op3 = pdl.operation "test.third"(%v : !pdl.value)
    pdl.rewrite %op2 {
      %n = pdl.operation "test.both"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %op1 with %n
      pdl.replace %op2 with %n
      pdl.erase %op3
    }
  }
  pdl.pattern @explicit_through_result : benefit(1) {
    %t = pdl.type
    %p = pdl.operation "test.first" -> (%t : !pdl.type)
    %r = pdl.result 0 of %p
    %op1 = pdl.operation "test.use_a"(%r : !pdl.value)
    %op2 = pdl.operation "test.use_b"(%r : !pdl.value)
    pdl.rewrite %op2 with "merge_uses"(%op1, %p : !pdl.operation, !pdl.operation)
  }
}
