// tests/filecheck/transforms/apply-pdl/apply_pdl_polymorphic.mlir of xdslproject/xdsl, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %2 = "pdl.type"() : () -> !pdl.type
    %3 = "pdl.attribute"() : () -> !pdl.attribute
    %4 = "pdl.operation"(%3, %2) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%4) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%4) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "ir"}> ({
  %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
  %1 = "arith.constant"() <{value = 84 : i64}> : () -> i64
}) : () -> ()
