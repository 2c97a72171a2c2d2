"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "tie_a"}> ({
    %17 = "pdl.operand"() : () -> !pdl.value
    %18 = "pdl.operation"(%17) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
    "pdl.rewrite"(%18) <{name = "tie_a", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 5 : i16, sym_name = "high"}> ({
    %15 = "pdl.operand"() : () -> !pdl.value
    %16 = "pdl.operation"(%15) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
    "pdl.apply_native_constraint"(%15) <{isNegated = false, name = "is_special"}> : (!pdl.value) -> ()
    "pdl.rewrite"(%16) <{name = "high", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "tie_b"}> ({
    %12 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
    %13 = "pdl.operand"(%12) : (!pdl.type) -> !pdl.value
    %14 = "pdl.operation"(%13) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
    "pdl.rewrite"(%14) <{name = "tie_b", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "zero"}> ({
    %10 = "pdl.operands"() : () -> !pdl.range<value>
    %11 = "pdl.operation"(%10) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.range<value>) -> !pdl.operation
    "pdl.rewrite"(%11) <{name = "zero", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "tie_c"}> ({
    %6 = "pdl.type"() : () -> !pdl.type
    %7 = "pdl.operation"(%6) <{attributeValueNames = [], opName = "test.producer", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
    %8 = "pdl.result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %9 = "pdl.operation"(%8) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
    "pdl.rewrite"(%9, %7) <{name = "tie_c", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "mid"}> ({
    %4 = "pdl.operand"() : () -> !pdl.value
    %5 = "pdl.operation"(%4) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
    "pdl.rewrite"(%5) <{name = "mid", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 5 : i16, sym_name = "tie_high"}> ({
    %1 = "pdl.attribute"() <{value = true}> : () -> !pdl.attribute
    %2 = "pdl.operand"() : () -> !pdl.value
    %3 = "pdl.operation"(%2, %1) <{attributeValueNames = ["flag"], opName = "test.op", operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.value, !pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%3) <{name = "tie_high", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "other_root"}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "test.other", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%0) <{name = "other_root", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

