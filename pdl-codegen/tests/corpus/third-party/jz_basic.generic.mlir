// patterns/patterns.pdl and examples/test_examples.mlir of jerryzhao173985/mlir-pdl, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "x_plus_zero"}> ({
    %30 = "pdl.type"() : () -> !pdl.type
    %31 = "pdl.operand"() : () -> !pdl.value
    %32 = "pdl.attribute"() <{value = 0.000000e+00 : f64}> : () -> !pdl.attribute
    %33 = "pdl.operation"(%32, %30) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %34 = "pdl.result"(%33) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %35 = "pdl.operation"(%31, %34, %30) <{attributeValueNames = [], opName = "arith.addf", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%35) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%35, %31) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "x_minus_x"}> ({
    %24 = "pdl.type"() : () -> !pdl.type
    %25 = "pdl.operand"() : () -> !pdl.value
    %26 = "pdl.operation"(%25, %25, %24) <{attributeValueNames = [], opName = "arith.subf", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%26) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %27 = "pdl.attribute"() <{value = 0.000000e+00 : f64}> : () -> !pdl.attribute
      %28 = "pdl.operation"(%27, %24) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      %29 = "pdl.result"(%28) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl.replace"(%26, %29) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "x_div_x"}> ({
    %18 = "pdl.type"() : () -> !pdl.type
    %19 = "pdl.operand"() : () -> !pdl.value
    %20 = "pdl.operation"(%19, %19, %18) <{attributeValueNames = [], opName = "arith.divf", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%20) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %21 = "pdl.attribute"() <{value = 1.000000e+00 : f64}> : () -> !pdl.attribute
      %22 = "pdl.operation"(%21, %18) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      %23 = "pdl.result"(%22) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl.replace"(%20, %23) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "x_times_zero"}> ({
    %12 = "pdl.type"() : () -> !pdl.type
    %13 = "pdl.operand"() : () -> !pdl.value
    %14 = "pdl.attribute"() <{value = 0.000000e+00 : f64}> : () -> !pdl.attribute
    %15 = "pdl.operation"(%14, %12) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %16 = "pdl.result"(%15) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %17 = "pdl.operation"(%13, %16, %12) <{attributeValueNames = [], opName = "arith.mulf", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%17) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%17, %16) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "x_times_one"}> ({
    %6 = "pdl.type"() : () -> !pdl.type
    %7 = "pdl.operand"() : () -> !pdl.value
    %8 = "pdl.attribute"() <{value = 1.000000e+00 : f64}> : () -> !pdl.attribute
    %9 = "pdl.operation"(%8, %6) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %10 = "pdl.result"(%9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %11 = "pdl.operation"(%7, %10, %6) <{attributeValueNames = [], opName = "arith.mulf", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%11) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%11, %7) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "x_div_one"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"() : () -> !pdl.value
    %2 = "pdl.attribute"() <{value = 1.000000e+00 : f64}> : () -> !pdl.attribute
    %3 = "pdl.operation"(%2, %0) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %4 = "pdl.result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl.operation"(%1, %4, %0) <{attributeValueNames = [], opName = "arith.divf", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%5) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%5, %1) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (f64) -> f64, sym_name = "test_add_zero"}> ({
  ^bb0(%arg6: f64):
    %12 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %13 = "arith.addf"(%arg6, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%13) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> f64, sym_name = "test_sub_self"}> ({
  ^bb0(%arg5: f64):
    %11 = "arith.subf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%11) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> f64, sym_name = "test_div_self"}> ({
  ^bb0(%arg4: f64):
    %10 = "arith.divf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%10) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> f64, sym_name = "test_mul_zero"}> ({
  ^bb0(%arg3: f64):
    %8 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %9 = "arith.mulf"(%arg3, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%9) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> f64, sym_name = "test_mul_one"}> ({
  ^bb0(%arg2: f64):
    %6 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %7 = "arith.mulf"(%arg2, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%7) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64) -> f64, sym_name = "test_complex"}> ({
  ^bb0(%arg0: f64, %arg1: f64):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2 = "arith.subf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %3 = "arith.addf"(%arg1, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %4 = "arith.mulf"(%3, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %5 = "arith.divf"(%4, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%5) : (f64) -> ()
  }) : () -> ()
}) : () -> ()
