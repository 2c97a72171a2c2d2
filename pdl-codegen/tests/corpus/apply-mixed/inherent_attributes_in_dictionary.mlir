// Generic pdl ops whose inherent attributes are written in the attribute dictionary instead of properties (MLIR accepts both), in a module named by its attribute dictionary.
"builtin.module"() ({
  "pdl.pattern"() ({
    %0 = "pdl.type"() {constantType = i64} : () -> !pdl.type
    %1 = "pdl.operation"(%0) {attributeValueNames = [], opName = "x.cast", operandSegmentSizes = array<i32: 0, 0, 1>} : (!pdl.type) -> !pdl.operation
    "pdl.rewrite"(%1) ({
      %2 = "pdl.operation"(%0) {attributeValueNames = [], opName = "x.widened", operandSegmentSizes = array<i32: 0, 0, 1>} : (!pdl.type) -> !pdl.operation
      "pdl.replace"(%1, %2) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!pdl.operation, !pdl.operation) -> ()
    }) {operandSegmentSizes = array<i32: 1, 0>} : (!pdl.operation) -> ()
  }) {benefit = 1 : i16, sym_name = "dict"} : () -> ()
}) {sym_name = "patterns"} : () -> ()
module @ir {
  %0 = "x.cast"() : () -> i64
  %1 = "x.cast"() : () -> i32
  "x.use"(%0, %1) : (i64, i32) -> ()
}
