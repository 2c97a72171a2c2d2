// fc layer multi root (seed 000), bias with its own type, roots detected
module @patterns {
  pdl.pattern : benefit(5) {
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
    pdl.apply_native_rewrite "rewriter"(%relu, %weight_sub, %bias_sub : !pdl.operation, !pdl.operation, !pdl.operation)
  }
  }
}
