// Discardable attributes on pdl ops, in custom and generic form: kept in the patterns module as MLIR keeps them.
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type {note = "t"} : i32
    %v = pdl.operand : %t {"knownBits" = "0000"}
    %0 = "pdl.operation"(%v, %t) <{attributeValueNames = [], opName = "x.id", operandSegmentSizes = array<i32: 1, 0, 1>}> {tag} : (!pdl.value, !pdl.type) -> !pdl.operation
    pdl.rewrite %0 {
      pdl.replace %0 with (%v : !pdl.value) {why = "identity"}
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.id"(%0) : (i32) -> i32
  "x.use"(%1) : (i32) -> ()
}
