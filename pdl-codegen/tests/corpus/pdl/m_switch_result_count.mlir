// switch on exact result count: one root name, zero to three results
module @patterns {
  pdl.pattern @r0 : benefit(1) {
    %op = pdl.operation "test.op"
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
  pdl.pattern @r1 : benefit(1) {
    %t0 = pdl.type
    %op = pdl.operation "test.op" -> (%t0 : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.one" -> (%t0 : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @r2 : benefit(2) {
    %t0 = pdl.type
    %t1 = pdl.type
    %op = pdl.operation "test.op" -> (%t0, %t1 : !pdl.type, !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.two" -> (%t0, %t1 : !pdl.type, !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @r3 : benefit(3) {
    %t0 = pdl.type
    %t1 = pdl.type
    %t2 = pdl.type
    %op = pdl.operation "test.op" -> (%t0, %t1, %t2 : !pdl.type, !pdl.type, !pdl.type)
    %r2 = pdl.result 2 of %op
    pdl.rewrite %op with "three"(%r2 : !pdl.value)
  }
  pdl.pattern @r2_same : benefit(4) {
    %t = pdl.type
    %op = pdl.operation "test.op" -> (%t, %t : !pdl.type, !pdl.type)
    pdl.rewrite %op with "two_same"(%t : !pdl.type)
  }
}
