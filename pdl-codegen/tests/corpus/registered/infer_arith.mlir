// Created operations infer their result types when registered with InferTypeOpInterface
// (`arith.constant 10` loads the arith dialect, as in MLIR's own conversion test).
module @patterns {
  arith.constant 10
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
  pdl.pattern @types_bound_after : benefit(1) {
    %root = pdl.operation "test.op3"
    pdl.rewrite %root {
      %types = pdl.types
      %cst = pdl.operation "arith.constant" -> (%types : !pdl.range<type>)
      %new = pdl.operation "test.new" -> (%types : !pdl.range<type>)
    }
  }
}
