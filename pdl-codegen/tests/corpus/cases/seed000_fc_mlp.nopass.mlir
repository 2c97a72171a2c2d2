"builtin.module"() ({
  "builtin.module"() <{sym_name = "patterns"}> ({
    "pdl.pattern"() <{benefit = 5 : i16}> ({
      %22 = "pdl.operand"() : () -> !pdl.value
      %23 = "pdl.operand"() : () -> !pdl.value
      %24 = "pdl.operand"() : () -> !pdl.value
      %25 = "pdl.operand"() : () -> !pdl.value
      %26 = "pdl.operand"() : () -> !pdl.value
      %27 = "pdl.operand"() : () -> !pdl.value
      %28 = "pdl.type"() : () -> !pdl.type
      %29 = "pdl.type"() : () -> !pdl.type
      %30 = "pdl.type"() : () -> !pdl.type
      %31 = "pdl.operation"(%22, %23, %28) <{attributeValueNames = [], opName = "tf.MatMul", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %32 = "pdl.result"(%31) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      %33 = "pdl.operation"(%32, %24, %28) <{attributeValueNames = [], opName = "tf.BiasAdd", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %34 = "pdl.result"(%33) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      %35 = "pdl.operation"(%34, %28) <{attributeValueNames = [], opName = "tf.Relu", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %36 = "pdl.operation"(%25, %27, %30) <{attributeValueNames = [], opName = "tf.Mul", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %37 = "pdl.result"(%36) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      %38 = "pdl.operation"(%23, %37, %30) <{attributeValueNames = [], opName = "tf.Sub", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %39 = "pdl.operation"(%26, %27, %29) <{attributeValueNames = [], opName = "tf.Mul", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %40 = "pdl.result"(%39) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      %41 = "pdl.operation"(%24, %40, %29) <{attributeValueNames = [], opName = "tf.Sub", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      "pdl.rewrite"(%35, %38, %41) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 2>}> ({
      }) : (!pdl.operation, !pdl.operation, !pdl.operation) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (tensor<2x20xf32>, tensor<2xi32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256x10xf32>) -> (tensor<f32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256x10xf32>), sym_name = "main"}> ({
    ^bb0(%arg0: tensor<2x20xf32>, %arg1: tensor<2xi32>, %arg2: tensor<256xf32>, %arg3: tensor<20x256xf32>, %arg4: tensor<256x10xf32>):
      %0 = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
      %1 = "tf.Const"() {value = dense<1.000000e-01> : tensor<f32>} : () -> tensor<f32>
      %2 = "tf.Const"() {value = dense<5.000000e-01> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
      %3 = "tf.MatMul"(%arg0, %arg3) {transpose_a = false, transpose_b = false} : (tensor<2x20xf32>, tensor<20x256xf32>) -> tensor<2x256xf32>
      %4 = "tf.BiasAdd"(%3, %arg2) {data_format = "NHWC"} : (tensor<2x256xf32>, tensor<256xf32>) -> tensor<2x256xf32>
      %5 = "tf.Relu"(%4) : (tensor<2x256xf32>) -> tensor<2x256xf32>
      %6 = "tf.MatMul"(%5, %arg4) {transpose_a = false, transpose_b = false} : (tensor<2x256xf32>, tensor<256x10xf32>) -> tensor<2x10xf32>
      %7:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%6, %arg1) : (tensor<2x10xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2x10xf32>)
      %8 = "tf.Mean"(%7#0, %0) {keep_dims = false} : (tensor<2xf32>, tensor<1xi32>) -> tensor<f32>
      %9 = "tf.PreventGradient"(%7#1) : (tensor<2x10xf32>) -> tensor<2x10xf32>
      %10 = "tf.Mul"(%9, %2) : (tensor<2x10xf32>, tensor<2x1xf32>) -> tensor<2x10xf32>
      %11 = "tf.MatMul"(%10, %arg4) {transpose_a = false, transpose_b = true} : (tensor<2x10xf32>, tensor<256x10xf32>) -> tensor<2x256xf32>
      %12 = "tf.MatMul"(%5, %10) {transpose_a = true, transpose_b = false} : (tensor<2x256xf32>, tensor<2x10xf32>) -> tensor<256x10xf32>
      %13 = "tf.ReluGrad"(%11, %5) : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
      %14 = "tf.BiasAddGrad"(%13) {data_format = "NHWC"} : (tensor<2x256xf32>) -> tensor<256xf32>
      %15 = "tf.MatMul"(%arg0, %13) {transpose_a = true, transpose_b = false} : (tensor<2x20xf32>, tensor<2x256xf32>) -> tensor<20x256xf32>
      %16 = "tf.Mul"(%15, %1) : (tensor<20x256xf32>, tensor<f32>) -> tensor<20x256xf32>
      %17 = "tf.Sub"(%arg3, %16) : (tensor<20x256xf32>, tensor<20x256xf32>) -> tensor<20x256xf32>
      %18 = "tf.Mul"(%14, %1) : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %19 = "tf.Sub"(%arg2, %18) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %20 = "tf.Mul"(%12, %1) : (tensor<256x10xf32>, tensor<f32>) -> tensor<256x10xf32>
      %21 = "tf.Sub"(%arg4, %20) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
      "func.return"(%8, %19, %17, %21) : (tensor<f32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256x10xf32>) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

