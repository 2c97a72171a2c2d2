"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "one_i32"}> ({
    %13 = "pdl.types"() <{constantTypes = [i32]}> : () -> !pdl.range<type>
    %14 = "pdl.operation"(%13) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%14) <{name = "one_i32", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "two_i32"}> ({
    %11 = "pdl.types"() <{constantTypes = [i32, i32]}> : () -> !pdl.range<type>
    %12 = "pdl.operation"(%11) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%12) <{name = "two_i32", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "f32_i64"}> ({
    %8 = "pdl.types"() <{constantTypes = [f32, i64]}> : () -> !pdl.range<type>
    %9 = "pdl.operation"(%8) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%9) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %10 = "pdl.operation"(%8) <{attributeValueNames = [], opName = "test.new", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.range<type>) -> !pdl.operation
      "pdl.replace"(%9, %10) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "none"}> ({
    %6 = "pdl.types"() <{constantTypes = []}> : () -> !pdl.range<type>
    %7 = "pdl.operation"(%6) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%7) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%7) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "operands_i32_f32"}> ({
    %3 = "pdl.types"() <{constantTypes = [i32, f32]}> : () -> !pdl.range<type>
    %4 = "pdl.operands"(%3) : (!pdl.range<type>) -> !pdl.range<value>
    %5 = "pdl.operation"(%4) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.range<value>) -> !pdl.operation
    "pdl.rewrite"(%5, %4) <{name = "operands_i32_f32", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.range<value>) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "operands_i64"}> ({
    %0 = "pdl.types"() <{constantTypes = [i64]}> : () -> !pdl.range<type>
    %1 = "pdl.operands"(%0) : (!pdl.range<type>) -> !pdl.range<value>
    %2 = "pdl.operation"(%1) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.range<value>) -> !pdl.operation
    "pdl.rewrite"(%2, %1) <{name = "operands_i64", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.range<value>) -> ()
  }) : () -> ()
}) : () -> ()

