// patterns/separate_patterns.mlir and examples/separate_input.mlir of jerryzhao173985/mlir-pdl, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "addi_zero"}> ({
    %60 = "pdl.type"() : () -> !pdl.type
    %61 = "pdl.operand"() : () -> !pdl.value
    %62 = "pdl.attribute"() <{value = 0 : i32}> : () -> !pdl.attribute
    %63 = "pdl.operation"(%62, %60) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %64 = "pdl.result"(%63) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %65 = "pdl.operation"(%61, %64, %60) <{attributeValueNames = [], opName = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%65) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%65, %61) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "addf_zero"}> ({
    %54 = "pdl.type"() : () -> !pdl.type
    %55 = "pdl.operand"() : () -> !pdl.value
    %56 = "pdl.attribute"() <{value = 0.000000e+00 : f64}> : () -> !pdl.attribute
    %57 = "pdl.operation"(%56, %54) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %58 = "pdl.result"(%57) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %59 = "pdl.operation"(%55, %58, %54) <{attributeValueNames = [], opName = "arith.addf", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%59) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%59, %55) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "muli_one"}> ({
    %48 = "pdl.type"() : () -> !pdl.type
    %49 = "pdl.operand"() : () -> !pdl.value
    %50 = "pdl.attribute"() <{value = 1 : i32}> : () -> !pdl.attribute
    %51 = "pdl.operation"(%50, %48) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %52 = "pdl.result"(%51) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %53 = "pdl.operation"(%49, %52, %48) <{attributeValueNames = [], opName = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%53) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%53, %49) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "mulf_one"}> ({
    %42 = "pdl.type"() : () -> !pdl.type
    %43 = "pdl.operand"() : () -> !pdl.value
    %44 = "pdl.attribute"() <{value = 1.000000e+00 : f64}> : () -> !pdl.attribute
    %45 = "pdl.operation"(%44, %42) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %46 = "pdl.result"(%45) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %47 = "pdl.operation"(%43, %46, %42) <{attributeValueNames = [], opName = "arith.mulf", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%47) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%47, %43) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "subi_self"}> ({
    %36 = "pdl.type"() : () -> !pdl.type
    %37 = "pdl.operand"() : () -> !pdl.value
    %38 = "pdl.operation"(%37, %37, %36) <{attributeValueNames = [], opName = "arith.subi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%38) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %39 = "pdl.attribute"() <{value = 0 : i32}> : () -> !pdl.attribute
      %40 = "pdl.operation"(%39, %36) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      %41 = "pdl.result"(%40) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl.replace"(%38, %41) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "subf_self"}> ({
    %30 = "pdl.type"() : () -> !pdl.type
    %31 = "pdl.operand"() : () -> !pdl.value
    %32 = "pdl.operation"(%31, %31, %30) <{attributeValueNames = [], opName = "arith.subf", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%32) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %33 = "pdl.attribute"() <{value = 0.000000e+00 : f64}> : () -> !pdl.attribute
      %34 = "pdl.operation"(%33, %30) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      %35 = "pdl.result"(%34) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl.replace"(%32, %35) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "divi_self"}> ({
    %24 = "pdl.type"() : () -> !pdl.type
    %25 = "pdl.operand"() : () -> !pdl.value
    %26 = "pdl.operation"(%25, %25, %24) <{attributeValueNames = [], opName = "arith.divsi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%26) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %27 = "pdl.attribute"() <{value = 1 : i32}> : () -> !pdl.attribute
      %28 = "pdl.operation"(%27, %24) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      %29 = "pdl.result"(%28) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl.replace"(%26, %29) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "divf_self"}> ({
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
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "muli_zero"}> ({
    %12 = "pdl.type"() : () -> !pdl.type
    %13 = "pdl.operand"() : () -> !pdl.value
    %14 = "pdl.attribute"() <{value = 0 : i32}> : () -> !pdl.attribute
    %15 = "pdl.operation"(%14, %12) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %16 = "pdl.result"(%15) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %17 = "pdl.operation"(%13, %16, %12) <{attributeValueNames = [], opName = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%17) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%17, %16) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "zero_muli"}> ({
    %6 = "pdl.type"() : () -> !pdl.type
    %7 = "pdl.operand"() : () -> !pdl.value
    %8 = "pdl.attribute"() <{value = 0 : i32}> : () -> !pdl.attribute
    %9 = "pdl.operation"(%8, %6) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %10 = "pdl.result"(%9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %11 = "pdl.operation"(%10, %7, %6) <{attributeValueNames = [], opName = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%11) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%11, %10) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "mulf_zero"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"() : () -> !pdl.value
    %2 = "pdl.attribute"() <{value = 0.000000e+00 : f64}> : () -> !pdl.attribute
    %3 = "pdl.operation"(%2, %0) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %4 = "pdl.result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl.operation"(%1, %4, %0) <{attributeValueNames = [], opName = "arith.mulf", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%5) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%5, %4) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32), sym_name = "test_integer_optimizations"}> ({
  ^bb0(%arg5: i32, %arg6: i32):
    %14 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %16 = "arith.addi"(%arg5, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.muli"(%arg6, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.subi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.muli"(%arg6, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%16, %17, %18, %19) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64) -> (f64, f64, f64, f64), sym_name = "test_float_optimizations"}> ({
  ^bb0(%arg3: f64, %arg4: f64):
    %8 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %10 = "arith.addf"(%arg3, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %11 = "arith.mulf"(%arg4, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %12 = "arith.subf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %13 = "arith.divf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%10, %11, %12, %13) : (f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "complex_expression"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.subi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.muli"(%arg2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.addi"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
