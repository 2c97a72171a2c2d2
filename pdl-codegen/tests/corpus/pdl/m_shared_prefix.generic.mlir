"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "plain"}> ({
    %49 = "pdl.type"() : () -> !pdl.type
    %50 = "pdl.operand"() : () -> !pdl.value
    %51 = "pdl.operation"(%50, %49) <{attributeValueNames = [], opName = "test.p0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %52 = "pdl.result"(%51) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %53 = "pdl.operation"(%52, %49) <{attributeValueNames = [], opName = "test.p1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %54 = "pdl.result"(%53) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %55 = "pdl.operation"(%54, %49) <{attributeValueNames = [], opName = "test.p2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %56 = "pdl.result"(%55) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %57 = "pdl.operation"(%56, %49) <{attributeValueNames = [], opName = "test.root", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%57) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%57, %50) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "with_attr"}> ({
    %39 = "pdl.type"() : () -> !pdl.type
    %40 = "pdl.operand"() : () -> !pdl.value
    %41 = "pdl.operation"(%40, %39) <{attributeValueNames = [], opName = "test.p0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %42 = "pdl.result"(%41) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %43 = "pdl.operation"(%42, %39) <{attributeValueNames = [], opName = "test.p1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %44 = "pdl.result"(%43) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %45 = "pdl.operation"(%44, %39) <{attributeValueNames = [], opName = "test.p2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %46 = "pdl.result"(%45) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %47 = "pdl.attribute"() <{value = 7 : i64}> : () -> !pdl.attribute
    %48 = "pdl.operation"(%46, %47, %39) <{attributeValueNames = ["k"], opName = "test.root", operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%48, %41) <{name = "with_attr", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "with_constraint"}> ({
    %30 = "pdl.type"() : () -> !pdl.type
    %31 = "pdl.operand"() : () -> !pdl.value
    %32 = "pdl.operation"(%31, %30) <{attributeValueNames = [], opName = "test.p0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %33 = "pdl.result"(%32) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %34 = "pdl.operation"(%33, %30) <{attributeValueNames = [], opName = "test.p1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %35 = "pdl.result"(%34) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %36 = "pdl.operation"(%35, %30) <{attributeValueNames = [], opName = "test.p2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %37 = "pdl.result"(%36) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %38 = "pdl.operation"(%37, %30) <{attributeValueNames = [], opName = "test.root", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.apply_native_constraint"(%37) <{isNegated = false, name = "single_use"}> : (!pdl.value) -> ()
    "pdl.rewrite"(%38, %34) <{name = "with_constraint", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "i32_result"}> ({
    %19 = "pdl.type"() : () -> !pdl.type
    %20 = "pdl.operand"() : () -> !pdl.value
    %21 = "pdl.operation"(%20, %19) <{attributeValueNames = [], opName = "test.p0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %22 = "pdl.result"(%21) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %23 = "pdl.operation"(%22, %19) <{attributeValueNames = [], opName = "test.p1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %24 = "pdl.result"(%23) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %25 = "pdl.operation"(%24, %19) <{attributeValueNames = [], opName = "test.p2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %26 = "pdl.result"(%25) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %27 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
    %28 = "pdl.operation"(%26, %27) <{attributeValueNames = [], opName = "test.root", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%28) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %29 = "pdl.operation"(%20, %27) <{attributeValueNames = [], opName = "test.root_i32", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%28, %29) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "second_operand"}> ({
    %8 = "pdl.type"() : () -> !pdl.type
    %9 = "pdl.operand"() : () -> !pdl.value
    %10 = "pdl.operation"(%9, %8) <{attributeValueNames = [], opName = "test.p0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %11 = "pdl.result"(%10) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %12 = "pdl.operation"(%11, %8) <{attributeValueNames = [], opName = "test.p1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %13 = "pdl.result"(%12) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %14 = "pdl.operation"(%13, %8) <{attributeValueNames = [], opName = "test.p2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %15 = "pdl.result"(%14) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %16 = "pdl.operation"(%8) <{attributeValueNames = [], opName = "test.q", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
    %17 = "pdl.result"(%16) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %18 = "pdl.operation"(%15, %17, %8) <{attributeValueNames = [], opName = "test.root", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%18, %16) <{name = "second_operand", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 4 : i16, sym_name = "other_source"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "test.p0", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
    %2 = "pdl.result"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %3 = "pdl.operation"(%2, %0) <{attributeValueNames = [], opName = "test.p1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %4 = "pdl.result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl.operation"(%4, %0) <{attributeValueNames = [], opName = "test.p2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %6 = "pdl.result"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %7 = "pdl.operation"(%6, %0) <{attributeValueNames = [], opName = "test.root", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%7) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%7, %2) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

