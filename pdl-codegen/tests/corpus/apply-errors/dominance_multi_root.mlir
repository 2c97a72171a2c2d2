// Seed 000's FC-layer multi-root pattern on a training step written in a func body (SSACFG): the fused op goes where the Relu was but uses gradients computed later, so the result does not verify.
module @patterns {
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
    }
  }
}
module @ir {
  func.func @step(%x: tensor<2x4xf32>, %w: tensor<4x8xf32>, %b: tensor<8xf32>, %lr: tensor<f32>) -> (tensor<2x8xf32>, tensor<4x8xf32>, tensor<8xf32>) {
    %0 = "tf.MatMul"(%x, %w) : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
    %1 = "tf.BiasAdd"(%0, %b) : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
    %2 = "tf.Relu"(%1) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %3 = "tf.ReluGrad"(%2, %2) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %4 = "tf.BiasAddGrad"(%3) : (tensor<2x8xf32>) -> tensor<8xf32>
    %5 = "tf.MatMul"(%x, %3) {transpose_a = true} : (tensor<2x4xf32>, tensor<2x8xf32>) -> tensor<4x8xf32>
    %6 = "tf.Mul"(%5, %lr) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %7 = "tf.Sub"(%w, %6) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %8 = "tf.Mul"(%4, %lr) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %9 = "tf.Sub"(%b, %8) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    return %2, %7, %9 : tensor<2x8xf32>, tensor<4x8xf32>, tensor<8xf32>
  }
}
