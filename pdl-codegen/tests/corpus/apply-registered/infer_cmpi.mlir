// `arith.cmpi` infers `i1` from its operands.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %a = pdl.operand : %t
    %b = pdl.operand : %t
    %i1 = pdl.type : i1
    %root = pdl.operation "test.equal"(%a, %b : !pdl.value, !pdl.value) -> (%i1 : !pdl.type)
    pdl.rewrite %root {
      %p = pdl.attribute = 0 : i64
      %op = pdl.operation "arith.cmpi"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p}
      pdl.replace %root with %op
    }
  }
}
module @ir {
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> i32
  %2 = "test.equal"(%0, %1) : (i32, i32) -> i1
  %3 = "arith.xori"(%2, %2) : (i1, i1) -> i1
  "test.sink"(%2, %3) : (i1, i1) -> ()
}
