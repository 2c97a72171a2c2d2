// A custom `module @patterns` whose pattern mixes custom and generic statements (a generic rewrite holding custom ones), with attribute dictionaries on pdl ops; the payload is in a generic top-level module.
"builtin.module"() ({
  module @patterns {
    pdl.pattern @mixed : benefit(1) {
      %t = pdl.type {note = "a discardable attribute"} : i32
      %0 = "pdl.operand"(%t) {"knownBits" = "0000"} : (!pdl.type) -> !pdl.value
      %a = pdl.attribute attributes {tag}
      %root = pdl.operation "test.op"(%0, %0 : !pdl.value, !pdl.value) {"k" = %a} -> (%t : !pdl.type) {other = 1}
      pdl.apply_native_constraint "single_entity_constraint"(%root : !pdl.operation) {isNegated = false, extra}
      "pdl.rewrite"(%root) <{operandSegmentSizes = array<i32: 1, 0>}> ({
        %two = pdl.attribute = 2 : i32
        %new = "pdl.operation"(%0, %two, %t) <{attributeValueNames = ["factor"], opName = "x.scale", operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
        pdl.replace %root with %new
      }) : (!pdl.operation) -> ()
    }
  }
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "test.op"(%0, %0) {k = 7 : i64} : (i32, i32) -> i32
    %2 = "test.op"(%0, %1) {k = 7 : i64} : (i32, i32) -> i32
    "x.use"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
