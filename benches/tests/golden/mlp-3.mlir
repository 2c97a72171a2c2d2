// Seed 000's fully connected layer pattern, compiled to Rust by examples/build.rs (the same
// text as the `module @patterns` of data/mlp.mlir; the generated code is committed as
// snapshots/fc_layer.rs).
module @patterns {
  // Seed 000's fully connected layer: MatMul -> BiasAdd -> Relu (forward) plus the SGD updates
  // of its weight and bias. Three roots (relu, weight_sub, bias_sub): `pdl.rewrite` names none,
  // so MLIR picks the root and reaches the others by going up from %weight and %bias.
  pdl.pattern @fc_layer : benefit(5) {
    %act = pdl.operand
    %weight = pdl.operand
    %bias = pdl.operand
    %weight_grad = pdl.operand
    %bias_grad = pdl.operand
    %lr = pdl.operand
    %vec = pdl.type
    %bvec = pdl.type
    %mat = pdl.type
    %matmul = pdl.operation "tf.MatMul"(%act, %weight : !pdl.value, !pdl.value) -> (%vec : !pdl.type)
    %matmul_result = pdl.result 0 of %matmul
    %biasadd = pdl.operation "tf.BiasAdd"(%matmul_result, %bias : !pdl.value, !pdl.value) -> (%vec : !pdl.type)
    %biasadd_result = pdl.result 0 of %biasadd
    %relu = pdl.operation "tf.Relu"(%biasadd_result : !pdl.value) -> (%vec : !pdl.type)
    %weight_mul = pdl.operation "tf.Mul"(%weight_grad, %lr : !pdl.value, !pdl.value) -> (%mat : !pdl.type)
    %weight_update = pdl.result 0 of %weight_mul
    %weight_sub = pdl.operation "tf.Sub"(%weight, %weight_update : !pdl.value, !pdl.value) -> (%mat : !pdl.type)
    %bias_mul = pdl.operation "tf.Mul"(%bias_grad, %lr : !pdl.value, !pdl.value) -> (%bvec : !pdl.type)
    %bias_update = pdl.result 0 of %bias_mul
    %bias_sub = pdl.operation "tf.Sub"(%bias, %bias_update : !pdl.value, !pdl.value) -> (%bvec : !pdl.type)
    pdl.rewrite {
      %fused = pdl.operation "fused.fc_layer"(%act, %weight, %bias, %weight_grad, %bias_grad, %lr : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) -> (%vec, %mat, %bvec : !pdl.type, !pdl.type, !pdl.type)
      %out = pdl.result 0 of %fused
      %new_weight = pdl.result 1 of %fused
      %new_bias = pdl.result 2 of %fused
      pdl.replace %relu with (%out : !pdl.value)
      pdl.replace %weight_sub with (%new_weight : !pdl.value)
      pdl.replace %bias_sub with (%new_bias : !pdl.value)
      pdl.erase %biasadd
      pdl.erase %matmul
      pdl.erase %weight_mul
      pdl.erase %bias_mul
    }
  }
}
module @ir {
  "tf.graph"() ({
  ^bb0(%arg0: tensor<2x20xf32>, %arg1: tensor<2xi32>, %arg2: tensor<256xf32>, %arg3: tensor<20x256xf32>, %arg4: tensor<256x10xf32>, %arg5: tensor<10xf32>):
    %0 = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
    %1 = "tf.Const"() {value = dense<1.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %2 = "tf.Const"() {value = dense<5.000000e-01> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %3 = "tf.MatMul"(%arg0, %arg3) {transpose_a = false, transpose_b = false} : (tensor<2x20xf32>, tensor<20x256xf32>) -> tensor<2x256xf32>
    %4 = "tf.BiasAdd"(%3, %arg2) {data_format = "NHWC"} : (tensor<2x256xf32>, tensor<256xf32>) -> tensor<2x256xf32>
    %5 = "tf.Relu"(%4) : (tensor<2x256xf32>) -> tensor<2x256xf32>
    %6 = "tf.MatMul"(%5, %arg4) {transpose_a = false, transpose_b = false} : (tensor<2x256xf32>, tensor<256x10xf32>) -> tensor<2x10xf32>
    %7 = "tf.BiasAdd"(%6, %arg5) {data_format = "NHWC"} : (tensor<2x10xf32>, tensor<10xf32>) -> tensor<2x10xf32>
    %8 = "tf.Relu"(%7) : (tensor<2x10xf32>) -> tensor<2x10xf32>
    %loss, %backprop = "tf.SparseSoftmaxCrossEntropyWithLogits"(%8, %arg1) : (tensor<2x10xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2x10xf32>)
    %9 = "tf.Mean"(%loss, %0) {keep_dims = false} : (tensor<2xf32>, tensor<1xi32>) -> tensor<f32>
    %10 = "tf.PreventGradient"(%backprop) : (tensor<2x10xf32>) -> tensor<2x10xf32>
    %11 = "tf.Mul"(%10, %2) : (tensor<2x10xf32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    %12 = "tf.ReluGrad"(%11, %8) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %13 = "tf.BiasAddGrad"(%12) {data_format = "NHWC"} : (tensor<2x10xf32>) -> tensor<10xf32>
    %14 = "tf.MatMul"(%12, %arg4) {transpose_a = false, transpose_b = true} : (tensor<2x10xf32>, tensor<256x10xf32>) -> tensor<2x256xf32>
    %15 = "tf.MatMul"(%5, %12) {transpose_a = true, transpose_b = false} : (tensor<2x256xf32>, tensor<2x10xf32>) -> tensor<256x10xf32>
    %16 = "tf.ReluGrad"(%14, %5) : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
    %17 = "tf.BiasAddGrad"(%16) {data_format = "NHWC"} : (tensor<2x256xf32>) -> tensor<256xf32>
    %18 = "tf.MatMul"(%arg0, %16) {transpose_a = true, transpose_b = false} : (tensor<2x20xf32>, tensor<2x256xf32>) -> tensor<20x256xf32>
    %19 = "tf.Mul"(%18, %1) : (tensor<20x256xf32>, tensor<f32>) -> tensor<20x256xf32>
    %20 = "tf.Sub"(%arg3, %19) : (tensor<20x256xf32>, tensor<20x256xf32>) -> tensor<20x256xf32>
    %21 = "tf.Mul"(%17, %1) : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %22 = "tf.Sub"(%arg2, %21) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %23 = "tf.Mul"(%15, %1) : (tensor<256x10xf32>, tensor<f32>) -> tensor<256x10xf32>
    %24 = "tf.Sub"(%arg4, %23) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
    %25 = "tf.Mul"(%13, %1) : (tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %26 = "tf.Sub"(%arg5, %25) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "tf.return"(%9, %22, %20, %24, %26) : (tensor<f32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
  "tf.graph"() ({
  ^bb0(%arg0: tensor<2x20xf32>, %arg1: tensor<2xi32>, %arg2: tensor<256xf32>, %arg3: tensor<20x256xf32>, %arg4: tensor<256x10xf32>, %arg5: tensor<10xf32>):
    %0 = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
    %1 = "tf.Const"() {value = dense<1.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %2 = "tf.Const"() {value = dense<5.000000e-01> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %3 = "tf.MatMul"(%arg0, %arg3) {transpose_a = false, transpose_b = false} : (tensor<2x20xf32>, tensor<20x256xf32>) -> tensor<2x256xf32>
    %4 = "tf.BiasAdd"(%3, %arg2) {data_format = "NHWC"} : (tensor<2x256xf32>, tensor<256xf32>) -> tensor<2x256xf32>
    %5 = "tf.Relu"(%4) : (tensor<2x256xf32>) -> tensor<2x256xf32>
    %6 = "tf.MatMul"(%5, %arg4) {transpose_a = false, transpose_b = false} : (tensor<2x256xf32>, tensor<256x10xf32>) -> tensor<2x10xf32>
    %7 = "tf.BiasAdd"(%6, %arg5) {data_format = "NHWC"} : (tensor<2x10xf32>, tensor<10xf32>) -> tensor<2x10xf32>
    %8 = "tf.Relu"(%7) : (tensor<2x10xf32>) -> tensor<2x10xf32>
    %loss, %backprop = "tf.SparseSoftmaxCrossEntropyWithLogits"(%8, %arg1) : (tensor<2x10xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2x10xf32>)
    %9 = "tf.Mean"(%loss, %0) {keep_dims = false} : (tensor<2xf32>, tensor<1xi32>) -> tensor<f32>
    %10 = "tf.PreventGradient"(%backprop) : (tensor<2x10xf32>) -> tensor<2x10xf32>
    %11 = "tf.Mul"(%10, %2) : (tensor<2x10xf32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    %12 = "tf.ReluGrad"(%11, %8) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %13 = "tf.BiasAddGrad"(%12) {data_format = "NHWC"} : (tensor<2x10xf32>) -> tensor<10xf32>
    %14 = "tf.MatMul"(%12, %arg4) {transpose_a = false, transpose_b = true} : (tensor<2x10xf32>, tensor<256x10xf32>) -> tensor<2x256xf32>
    %15 = "tf.MatMul"(%5, %12) {transpose_a = true, transpose_b = false} : (tensor<2x256xf32>, tensor<2x10xf32>) -> tensor<256x10xf32>
    %16 = "tf.ReluGrad"(%14, %5) : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
    %17 = "tf.BiasAddGrad"(%16) {data_format = "NHWC"} : (tensor<2x256xf32>) -> tensor<256xf32>
    %18 = "tf.MatMul"(%arg0, %16) {transpose_a = true, transpose_b = false} : (tensor<2x20xf32>, tensor<2x256xf32>) -> tensor<20x256xf32>
    %19 = "tf.Mul"(%18, %1) : (tensor<20x256xf32>, tensor<f32>) -> tensor<20x256xf32>
    %20 = "tf.Sub"(%arg3, %19) : (tensor<20x256xf32>, tensor<20x256xf32>) -> tensor<20x256xf32>
    %21 = "tf.Mul"(%17, %1) : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %22 = "tf.Sub"(%arg2, %21) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %23 = "tf.Mul"(%15, %1) : (tensor<256x10xf32>, tensor<f32>) -> tensor<256x10xf32>
    %24 = "tf.Sub"(%arg4, %23) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
    %25 = "tf.Mul"(%13, %1) : (tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %26 = "tf.Sub"(%arg5, %25) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "tf.return"(%9, %22, %20, %24, %26) : (tensor<f32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
  "tf.graph"() ({
  ^bb0(%arg0: tensor<2x20xf32>, %arg1: tensor<2xi32>, %arg2: tensor<256xf32>, %arg3: tensor<20x256xf32>, %arg4: tensor<256x10xf32>, %arg5: tensor<10xf32>):
    %0 = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
    %1 = "tf.Const"() {value = dense<1.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %2 = "tf.Const"() {value = dense<5.000000e-01> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %3 = "tf.MatMul"(%arg0, %arg3) {transpose_a = false, transpose_b = false} : (tensor<2x20xf32>, tensor<20x256xf32>) -> tensor<2x256xf32>
    %4 = "tf.BiasAdd"(%3, %arg2) {data_format = "NHWC"} : (tensor<2x256xf32>, tensor<256xf32>) -> tensor<2x256xf32>
    %5 = "tf.Relu"(%4) : (tensor<2x256xf32>) -> tensor<2x256xf32>
    %6 = "tf.MatMul"(%5, %arg4) {transpose_a = false, transpose_b = false} : (tensor<2x256xf32>, tensor<256x10xf32>) -> tensor<2x10xf32>
    %7 = "tf.BiasAdd"(%6, %arg5) {data_format = "NHWC"} : (tensor<2x10xf32>, tensor<10xf32>) -> tensor<2x10xf32>
    %8 = "tf.Relu"(%7) : (tensor<2x10xf32>) -> tensor<2x10xf32>
    %loss, %backprop = "tf.SparseSoftmaxCrossEntropyWithLogits"(%8, %arg1) : (tensor<2x10xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2x10xf32>)
    %9 = "tf.Mean"(%loss, %0) {keep_dims = false} : (tensor<2xf32>, tensor<1xi32>) -> tensor<f32>
    %10 = "tf.PreventGradient"(%backprop) : (tensor<2x10xf32>) -> tensor<2x10xf32>
    %11 = "tf.Mul"(%10, %2) : (tensor<2x10xf32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    %12 = "tf.ReluGrad"(%11, %8) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %13 = "tf.BiasAddGrad"(%12) {data_format = "NHWC"} : (tensor<2x10xf32>) -> tensor<10xf32>
    %14 = "tf.MatMul"(%12, %arg4) {transpose_a = false, transpose_b = true} : (tensor<2x10xf32>, tensor<256x10xf32>) -> tensor<2x256xf32>
    %15 = "tf.MatMul"(%5, %12) {transpose_a = true, transpose_b = false} : (tensor<2x256xf32>, tensor<2x10xf32>) -> tensor<256x10xf32>
    %16 = "tf.ReluGrad"(%14, %5) : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
    %17 = "tf.BiasAddGrad"(%16) {data_format = "NHWC"} : (tensor<2x256xf32>) -> tensor<256xf32>
    %18 = "tf.MatMul"(%arg0, %16) {transpose_a = true, transpose_b = false} : (tensor<2x20xf32>, tensor<2x256xf32>) -> tensor<20x256xf32>
    %19 = "tf.Mul"(%18, %1) : (tensor<20x256xf32>, tensor<f32>) -> tensor<20x256xf32>
    %20 = "tf.Sub"(%arg3, %19) : (tensor<20x256xf32>, tensor<20x256xf32>) -> tensor<20x256xf32>
    %21 = "tf.Mul"(%17, %1) : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %22 = "tf.Sub"(%arg2, %21) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %23 = "tf.Mul"(%15, %1) : (tensor<256x10xf32>, tensor<f32>) -> tensor<256x10xf32>
    %24 = "tf.Sub"(%arg4, %23) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
    %25 = "tf.Mul"(%13, %1) : (tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %26 = "tf.Sub"(%arg5, %25) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "tf.return"(%9, %22, %20, %24, %26) : (tensor<f32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
}
