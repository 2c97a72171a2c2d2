// A cycle in a graph region: "x.a"(x.b(x.a ...)) matches through the cycle; the replacement reads the root's own (replaced) result, so it refers to itself.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %b = pdl.operation "x.b"(%v : !pdl.value) -> (%t : !pdl.type)
    %bv = pdl.result 0 of %b
    %root = pdl.operation "x.a"(%bv : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "x.ab"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.graph"() ({
    %0 = "x.a"(%1) : (i32) -> i32
    %1 = "x.b"(%0) : (i32) -> i32
    "x.use"(%0) : (i32) -> ()
  }) : () -> ()
}
