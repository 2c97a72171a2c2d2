"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "i32"}> ({
    %17 = "pdl.operand"() : () -> !pdl.value
    %18 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
    %19 = "pdl.operation"(%17, %18) <{attributeValueNames = [], opName = "test.cvt", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%19, %17) <{name = "from_i32", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.value) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "f32"}> ({
    %14 = "pdl.operand"() : () -> !pdl.value
    %15 = "pdl.type"() <{constantType = f32}> : () -> !pdl.type
    %16 = "pdl.operation"(%14, %15) <{attributeValueNames = [], opName = "test.cvt", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%16, %14) <{name = "from_f32", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.value) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "i64"}> ({
    %10 = "pdl.operand"() : () -> !pdl.value
    %11 = "pdl.type"() <{constantType = i64}> : () -> !pdl.type
    %12 = "pdl.operation"(%10, %11) <{attributeValueNames = [], opName = "test.cvt", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%12) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %13 = "pdl.operation"(%10, %11) <{attributeValueNames = [], opName = "test.cvt64", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%12, %13) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "index"}> ({
    %7 = "pdl.operand"() : () -> !pdl.value
    %8 = "pdl.type"() <{constantType = index}> : () -> !pdl.type
    %9 = "pdl.operation"(%7, %8) <{attributeValueNames = [], opName = "test.cvt", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%9) <{name = "from_index", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "f32_from_i32"}> ({
    %3 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
    %4 = "pdl.operand"(%3) : (!pdl.type) -> !pdl.value
    %5 = "pdl.type"() <{constantType = f32}> : () -> !pdl.type
    %6 = "pdl.operation"(%4, %5) <{attributeValueNames = [], opName = "test.cvt", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%6, %4) <{name = "i32_to_f32", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.value) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "any"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.type"() : () -> !pdl.type
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "test.cvt", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%2, %1) <{name = "any", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.type) -> ()
  }) : () -> ()
}) : () -> ()

