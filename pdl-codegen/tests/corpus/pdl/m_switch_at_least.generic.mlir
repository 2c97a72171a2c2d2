"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "any"}> ({
    %29 = "pdl.operands"() : () -> !pdl.range<value>
    %30 = "pdl.operation"(%29) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.range<value>) -> !pdl.operation
    "pdl.rewrite"(%30, %29) <{name = "any", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.range<value>) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "at_least_1"}> ({
    %26 = "pdl.operand"() : () -> !pdl.value
    %27 = "pdl.operands"() : () -> !pdl.range<value>
    %28 = "pdl.operation"(%26, %27) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.range<value>) -> !pdl.operation
    "pdl.rewrite"(%28, %26) <{name = "at_least_1", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.value) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "at_least_2"}> ({
    %22 = "pdl.operand"() : () -> !pdl.value
    %23 = "pdl.operand"() : () -> !pdl.value
    %24 = "pdl.operands"() : () -> !pdl.range<value>
    %25 = "pdl.operation"(%22, %23, %24) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 3, 0, 0>}> : (!pdl.value, !pdl.value, !pdl.range<value>) -> !pdl.operation
    "pdl.rewrite"(%25, %22, %23) <{name = "at_least_2", operandSegmentSizes = array<i32: 1, 2>}> ({
    }) : (!pdl.operation, !pdl.value, !pdl.value) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "at_least_3_mid"}> ({
    %17 = "pdl.operand"() : () -> !pdl.value
    %18 = "pdl.operand"() : () -> !pdl.value
    %19 = "pdl.operand"() : () -> !pdl.value
    %20 = "pdl.operands"() : () -> !pdl.range<value>
    %21 = "pdl.operation"(%17, %20, %18, %19) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 4, 0, 0>}> : (!pdl.value, !pdl.range<value>, !pdl.value, !pdl.value) -> !pdl.operation
    "pdl.rewrite"(%21, %20) <{name = "at_least_3", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.range<value>) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "exact_2"}> ({
    %14 = "pdl.operand"() : () -> !pdl.value
    %15 = "pdl.operand"() : () -> !pdl.value
    %16 = "pdl.operation"(%14, %15) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
    "pdl.rewrite"(%16) <{name = "exact_2", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "results_at_least_1"}> ({
    %10 = "pdl.type"() : () -> !pdl.type
    %11 = "pdl.types"() : () -> !pdl.range<type>
    %12 = "pdl.operation"(%10, %11) <{attributeValueNames = [], opName = "test.res", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.type, !pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%12) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %13 = "pdl.operation"(%10, %11) <{attributeValueNames = [], opName = "test.res_new", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.type, !pdl.range<type>) -> !pdl.operation
      "pdl.replace"(%12, %13) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "results_at_least_2"}> ({
    %5 = "pdl.type"() : () -> !pdl.type
    %6 = "pdl.type"() : () -> !pdl.type
    %7 = "pdl.types"() : () -> !pdl.range<type>
    %8 = "pdl.operation"(%7, %5, %6) <{attributeValueNames = [], opName = "test.res", operandSegmentSizes = array<i32: 0, 0, 3>}> : (!pdl.range<type>, !pdl.type, !pdl.type) -> !pdl.operation
    %9 = "pdl.results"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl.rewrite"(%8, %9) <{name = "results_at_least_2", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.range<value>) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 4 : i16, sym_name = "both_at_least"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.operands"() : () -> !pdl.range<value>
    %2 = "pdl.type"() : () -> !pdl.type
    %3 = "pdl.types"() : () -> !pdl.range<type>
    %4 = "pdl.operation"(%1, %0, %2, %3) <{attributeValueNames = [], opName = "test.res", operandSegmentSizes = array<i32: 2, 0, 2>}> : (!pdl.range<value>, !pdl.value, !pdl.type, !pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%4, %0) <{name = "both", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.value) -> ()
  }) : () -> ()
}) : () -> ()

