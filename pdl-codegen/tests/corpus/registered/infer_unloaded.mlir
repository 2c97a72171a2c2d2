// Without its dialect loaded, an operation is unregistered: nothing is inferred.
module @patterns {
  pdl.pattern @infer_from_interface : benefit(1) {
    %t = pdl.type
    %a = pdl.operand : %t
    %root = pdl.operation "test.op"(%a : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %op = pdl.operation "arith.addi"(%a, %a : !pdl.value, !pdl.value)
      %r = pdl.result 0 of %op
      pdl.replace %root with (%r : !pdl.value)
    }
  }
  pdl.pattern @written_types_first : benefit(1) {
    %t = pdl.type
    %a = pdl.operand : %t
    %root = pdl.operation "test.op2"(%a : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %op = pdl.operation "arith.addi"(%a, %a : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %op
    }
  }
}
