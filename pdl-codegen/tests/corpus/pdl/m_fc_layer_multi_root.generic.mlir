"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 5 : i16}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.operand"() : () -> !pdl.value
    %2 = "pdl.operand"() : () -> !pdl.value
    %3 = "pdl.operand"() : () -> !pdl.value
    %4 = "pdl.operand"() : () -> !pdl.value
    %5 = "pdl.operand"() : () -> !pdl.value
    %6 = "pdl.type"() : () -> !pdl.type
    %7 = "pdl.type"() : () -> !pdl.type
    %8 = "pdl.type"() : () -> !pdl.type
    %9 = "pdl.operation"(%0, %1, %6) <{attributeValueNames = [], opName = "tf.MatMul", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %10 = "pdl.result"(%9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %11 = "pdl.operation"(%10, %2, %6) <{attributeValueNames = [], opName = "tf.BiasAdd", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %12 = "pdl.result"(%11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %13 = "pdl.operation"(%12, %6) <{attributeValueNames = [], opName = "tf.Relu", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %14 = "pdl.operation"(%3, %5, %8) <{attributeValueNames = [], opName = "tf.Mul", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %15 = "pdl.result"(%14) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %16 = "pdl.operation"(%1, %15, %8) <{attributeValueNames = [], opName = "tf.Sub", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %17 = "pdl.operation"(%4, %5, %7) <{attributeValueNames = [], opName = "tf.Mul", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %18 = "pdl.result"(%17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %19 = "pdl.operation"(%2, %18, %7) <{attributeValueNames = [], opName = "tf.Sub", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
      "pdl.apply_native_rewrite"(%13, %16, %19) <{name = "rewriter"}> : (!pdl.operation, !pdl.operation, !pdl.operation) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

