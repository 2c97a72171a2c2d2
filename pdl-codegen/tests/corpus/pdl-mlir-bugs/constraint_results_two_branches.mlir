// The shared constraint "attr_of" is applied in two branches of the matcher; MLIR 22 uses the results of one application in the other branch.
module @patterns {
  pdl.pattern @chain : benefit(2) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op"(%v : !pdl.value) -> (%t : !pdl.type)
    %a = pdl.apply_native_constraint "attr_of"(%op : !pdl.operation) : !pdl.attribute
    %b, %bt = pdl.apply_native_constraint "scaled"(%a, %t : !pdl.attribute, !pdl.type) : !pdl.attribute, !pdl.type
    pdl.apply_native_constraint "fits"(%b, %bt, %v : !pdl.attribute, !pdl.type, !pdl.value)
    pdl.rewrite %op {
      %n = pdl.operation "test.scaled"(%v : !pdl.value) {"factor" = %b, "orig" = %a} -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @pos_and_neg : benefit(3) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.apply_native_constraint "is_small"(%v : !pdl.value)
    pdl.apply_native_constraint "is_constant"(%v : !pdl.value) {isNegated = true}
    pdl.rewrite %op with "pos_and_neg"(%v : !pdl.value)
  }
  pdl.pattern @pos_only : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.apply_native_constraint "is_small"(%v : !pdl.value)
    pdl.rewrite %op with "pos_only"(%v : !pdl.value)
  }
  pdl.pattern @neg_then_result : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.op"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.apply_native_constraint "is_constant"(%v : !pdl.value) {isNegated = true}
    %a = pdl.apply_native_constraint "attr_of"(%op : !pdl.operation) : !pdl.attribute
    pdl.apply_native_constraint "is_zero"(%a : !pdl.attribute) {isNegated = true}
    pdl.rewrite %op {
      %n = pdl.operation "test.nonzero" {"value" = %a} -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
}
