"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "tf.graph"() ({
    ^bb0(%arg0: tensor<2x20xf32>, %arg1: tensor<2xi32>, %arg2: tensor<256xf32>, %arg3: tensor<20x256xf32>, %arg4: tensor<256x10xf32>, %arg5: tensor<10xf32>):
      %0 = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
      %1 = "tf.Const"() {value = dense<1.000000e-01> : tensor<f32>} : () -> tensor<f32>
      %2 = "tf.Const"() {value = dense<5.000000e-01> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
      %3:3 = "fused.fc_layer"(%arg0, %arg3, %arg2, %15, %14, %1) : (tensor<2x20xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<f32>) -> (tensor<2x256xf32>, tensor<20x256xf32>, tensor<256xf32>)
      %4:3 = "fused.fc_layer"(%3#0, %arg4, %arg5, %12, %10, %1) : (tensor<2x256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<f32>) -> (tensor<2x10xf32>, tensor<256x10xf32>, tensor<10xf32>)
      %5:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%4#0, %arg1) : (tensor<2x10xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2x10xf32>)
      %6 = "tf.Mean"(%5#0, %0) {keep_dims = false} : (tensor<2xf32>, tensor<1xi32>) -> tensor<f32>
      %7 = "tf.PreventGradient"(%5#1) : (tensor<2x10xf32>) -> tensor<2x10xf32>
      %8 = "tf.Mul"(%7, %2) : (tensor<2x10xf32>, tensor<2x1xf32>) -> tensor<2x10xf32>
      %9 = "tf.ReluGrad"(%8, %4#0) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
      %10 = "tf.BiasAddGrad"(%9) {data_format = "NHWC"} : (tensor<2x10xf32>) -> tensor<10xf32>
      %11 = "tf.MatMul"(%9, %arg4) {transpose_a = false, transpose_b = true} : (tensor<2x10xf32>, tensor<256x10xf32>) -> tensor<2x256xf32>
      %12 = "tf.MatMul"(%3#0, %9) {transpose_a = true, transpose_b = false} : (tensor<2x256xf32>, tensor<2x10xf32>) -> tensor<256x10xf32>
      %13 = "tf.ReluGrad"(%11, %3#0) : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
      %14 = "tf.BiasAddGrad"(%13) {data_format = "NHWC"} : (tensor<2x256xf32>) -> tensor<256xf32>
      %15 = "tf.MatMul"(%arg0, %13) {transpose_a = true, transpose_b = false} : (tensor<2x20xf32>, tensor<2x256xf32>) -> tensor<20x256xf32>
      "tf.return"(%6, %3#2, %3#1, %4#1, %4#2) : (tensor<f32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

