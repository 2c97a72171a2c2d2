// `arith.extsi` has one result and no type inference: a rewrite must give its result types.
module @patterns {
  arith.constant 10
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %a = pdl.operand : %t
    %root = pdl.operation "test.op"(%a : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %op = pdl.operation "arith.extsi"(%a : !pdl.value)
      %r = pdl.result 0 of %op
      pdl.replace %root with (%r : !pdl.value)
    }
  }
}
