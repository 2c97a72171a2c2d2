"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.type"() <{constantType = i32}> {a, z = 1 : i64} : () -> !pdl.type
    %1 = "pdl.types"() <{constantTypes = [i32]}> {k} : () -> !pdl.range<type>
    %2 = "pdl.operand"(%0) {knownBits = "0000"} : (!pdl.type) -> !pdl.value
    %3 = "pdl.operands"() {q} : () -> !pdl.range<value>
    %4 = "pdl.attribute"() <{value = 3 : i32}> {tag} : () -> !pdl.attribute
    %5 = "pdl.operation"(%2, %3, %4, %0, %1) <{attributeValueNames = ["k"], opName = "x.a", operandSegmentSizes = array<i32: 2, 1, 2>}> {other = 1 : i64} : (!pdl.value, !pdl.range<value>, !pdl.attribute, !pdl.type, !pdl.range<type>) -> !pdl.operation
    %6 = "pdl.result"(%5) <{index = 0 : i32}> {w} : (!pdl.operation) -> !pdl.value
    %7 = "pdl.results"(%5) {w2} : (!pdl.operation) -> !pdl.range<value>
    "pdl.apply_native_constraint"(%5) <{isNegated = true, name = "c"}> {extra} : (!pdl.operation) -> ()
    "pdl.apply_native_constraint"(%6, %7) <{isNegated = false, name = "c2"}> {extra2} : (!pdl.value, !pdl.range<value>) -> ()
    "pdl.rewrite"(%5) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %8 = "pdl.apply_native_rewrite"(%5) <{name = "r"}> {m} : (!pdl.operation) -> !pdl.operation
      %9 = "pdl.range"(%6, %7) {rr} : (!pdl.value, !pdl.range<value>) -> !pdl.range<value>
      "pdl.replace"(%5, %9) <{operandSegmentSizes = array<i32: 1, 0, 1>}> {rep} : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl.erase"(%8) {e} : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

