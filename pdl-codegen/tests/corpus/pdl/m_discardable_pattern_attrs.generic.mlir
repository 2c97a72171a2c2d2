"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %2 = "pdl.operation"() <{attributeValueNames = [], opName = "x.a", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%2) : (!pdl.operation) -> ()
    }) {rw = 1 : i64} : (!pdl.operation) -> ()
  }) {a = "x", z} : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %1 = "pdl.operation"() <{attributeValueNames = [], opName = "x.b", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%1, %1) <{name = "f", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) {ext} : (!pdl.operation, !pdl.operation) -> ()
  }) {y} : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "x.c", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%0) <{name = "f", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) {ext} : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

