// A generic `builtin.module` named `patterns` holding one custom and one generic pattern, beside a custom `module @ir` whose ops are generic.
"builtin.module"() <{sym_name = "patterns"}> ({
  pdl.pattern @custom : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %root = pdl.operation "x.identity"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%v : !pdl.value)
    }
  }
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "generic"}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "x.dead", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%0) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.identity"(%0) : (i32) -> i32
  "x.dead"() : () -> ()
  "x.use"(%1) : (i32) -> ()
}
