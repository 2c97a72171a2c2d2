"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "all"}> ({
    %3 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
    %4 = "pdl.types"() <{constantTypes = [i32, f32]}> : () -> !pdl.range<type>
    %5 = "pdl.type"() : () -> !pdl.type
    %6 = "pdl.types"() : () -> !pdl.range<type>
    %7 = "pdl.operand"(%3) : (!pdl.type) -> !pdl.value
    %8 = "pdl.operands"(%6) : (!pdl.range<type>) -> !pdl.range<value>
    %9 = "pdl.operand"() : () -> !pdl.value
    %10 = "pdl.attribute"(%5) : (!pdl.type) -> !pdl.attribute
    %11 = "pdl.attribute"() <{value = 10 : i64}> : () -> !pdl.attribute
    %12 = "pdl.operation"(%7, %8, %9, %10, %11, %3, %4) <{attributeValueNames = ["attr", "c"], opName = "test.op", operandSegmentSizes = array<i32: 3, 2, 2>}> : (!pdl.value, !pdl.range<value>, !pdl.value, !pdl.attribute, !pdl.attribute, !pdl.type, !pdl.range<type>) -> !pdl.operation
    %13 = "pdl.result"(%12) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %14 = "pdl.results"(%12) : (!pdl.operation) -> !pdl.range<value>
    %15 = "pdl.results"(%12) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    %16 = "pdl.operation"(%13, %5) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.apply_native_constraint"(%10, %5) <{isNegated = false, name = "check"}> : (!pdl.attribute, !pdl.type) -> ()
    "pdl.apply_native_constraint"(%16) <{isNegated = true, name = "neg"}> : (!pdl.operation) -> ()
    %17 = "pdl.apply_native_constraint"(%9) <{isNegated = false, name = "ret"}> : (!pdl.value) -> !pdl.attribute
    "pdl.rewrite"(%12) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %18 = "pdl.type"() <{constantType = f64}> : () -> !pdl.type
      %19 = "pdl.attribute"() <{value = "s"}> : () -> !pdl.attribute
      %20 = "pdl.range"(%13, %14) : (!pdl.value, !pdl.range<value>) -> !pdl.range<value>
      %21 = "pdl.range"() : () -> !pdl.range<type>
      %22 = "pdl.operation"(%20, %19, %17, %18, %21) <{attributeValueNames = ["x", "y"], opName = "test.new", operandSegmentSizes = array<i32: 1, 2, 2>}> : (!pdl.range<value>, !pdl.attribute, !pdl.attribute, !pdl.type, !pdl.range<type>) -> !pdl.operation
      %23 = "pdl.result"(%22) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      %24:2 = "pdl.apply_native_rewrite"(%23) <{name = "make"}> : (!pdl.value) -> (!pdl.value, !pdl.operation)
      "pdl.replace"(%12, %23, %24#0, %8) <{operandSegmentSizes = array<i32: 1, 0, 3>}> : (!pdl.operation, !pdl.value, !pdl.value, !pdl.range<value>) -> ()
      "pdl.erase"(%16) : (!pdl.operation) -> ()
      "pdl.apply_native_rewrite"(%22) <{name = "side"}> : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 0 : i16}> ({
    %2 = "pdl.operation"() <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%2, %2) <{name = "ext", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 32767 : i16, sym_name = "noroot"}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "test.b", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
      %1 = "pdl.operation"() <{attributeValueNames = [], opName = "test.c", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
      "pdl.replace"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

