// Seed 000's FC-layer multi-root pattern on two layers whose gradients arrive as func block arguments: a func body (SSACFG) where the fused ops dominate their uses; fires twice.
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
      pdl.erase %biasadd
      pdl.erase %matmul
      pdl.erase %weight_mul
      pdl.erase %bias_mul
    }
  }
}
module @ir {
  func.func @step(%x: tensor<2x20xf32>, %w1: tensor<20x256xf32>, %b1: tensor<256xf32>, %w2: tensor<256x10xf32>, %b2: tensor<10xf32>, %dw1: tensor<20x256xf32>, %db1: tensor<256xf32>, %dw2: tensor<256x10xf32>, %db2: tensor<10xf32>, %lr: tensor<f32>) -> (tensor<2x10xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) {
    %0 = "tf.MatMul"(%x, %w1) : (tensor<2x20xf32>, tensor<20x256xf32>) -> tensor<2x256xf32>
    %1 = "tf.BiasAdd"(%0, %b1) : (tensor<2x256xf32>, tensor<256xf32>) -> tensor<2x256xf32>
    %2 = "tf.Relu"(%1) : (tensor<2x256xf32>) -> tensor<2x256xf32>
    %3 = "tf.MatMul"(%2, %w2) : (tensor<2x256xf32>, tensor<256x10xf32>) -> tensor<2x10xf32>
    %4 = "tf.BiasAdd"(%3, %b2) : (tensor<2x10xf32>, tensor<10xf32>) -> tensor<2x10xf32>
    %5 = "tf.Relu"(%4) : (tensor<2x10xf32>) -> tensor<2x10xf32>
    %6 = "tf.Mul"(%dw1, %lr) : (tensor<20x256xf32>, tensor<f32>) -> tensor<20x256xf32>
    %7 = "tf.Sub"(%w1, %6) : (tensor<20x256xf32>, tensor<20x256xf32>) -> tensor<20x256xf32>
    %8 = "tf.Mul"(%db1, %lr) : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %9 = "tf.Sub"(%b1, %8) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %10 = "tf.Mul"(%dw2, %lr) : (tensor<256x10xf32>, tensor<f32>) -> tensor<256x10xf32>
    %11 = "tf.Sub"(%w2, %10) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
    %12 = "tf.Mul"(%db2, %lr) : (tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %13 = "tf.Sub"(%b2, %12) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    return %5, %7, %9, %11, %13 : tensor<2x10xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
  }
}
