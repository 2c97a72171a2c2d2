"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.graph"() ({
    ^bb0(%arg0: tensor<2x20xf32>, %arg1: tensor<2xi32>, %arg2: tensor<256xf32>, %arg3: tensor<20x256xf32>, %arg4: tensor<256x10xf32>, %arg5: tensor<10xf32>):
      %0 = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
      %1 = "tf.Const"() {value = dense<1.000000e-01> : tensor<f32>} : () -> tensor<f32>
      %2 = "tf.Const"() {value = dense<5.000000e-01> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
      %3 = "tf.MatMul"(%arg0, %arg3) {transpose_a = false, transpose_b = false} : (tensor<2x20xf32>, tensor<20x256xf32>) -> tensor<2x256xf32>
      %4 = "tf.BiasAdd"(%3, %arg2) {data_format = "NHWC"} : (tensor<2x256xf32>, tensor<256xf32>) -> tensor<2x256xf32>
      %5:3 = "fused.fc_layer"(%arg0, %arg3, %arg2, %19, %18, %1) : (tensor<2x20xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<f32>) -> (tensor<2x256xf32>, tensor<20x256xf32>, tensor<256xf32>)
      %6 = "tf.MatMul"(%5#0, %arg4) {transpose_a = false, transpose_b = false} : (tensor<2x256xf32>, tensor<256x10xf32>) -> tensor<2x10xf32>
      %7 = "tf.BiasAdd"(%6, %arg5) {data_format = "NHWC"} : (tensor<2x10xf32>, tensor<10xf32>) -> tensor<2x10xf32>
      %8:3 = "fused.fc_layer"(%5#0, %arg4, %arg5, %16, %14, %1) : (tensor<2x256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<f32>) -> (tensor<2x10xf32>, tensor<256x10xf32>, tensor<10xf32>)
      %9:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%8#0, %arg1) : (tensor<2x10xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2x10xf32>)
      %10 = "tf.Mean"(%9#0, %0) {keep_dims = false} : (tensor<2xf32>, tensor<1xi32>) -> tensor<f32>
      %11 = "tf.PreventGradient"(%9#1) : (tensor<2x10xf32>) -> tensor<2x10xf32>
      %12 = "tf.Mul"(%11, %2) : (tensor<2x10xf32>, tensor<2x1xf32>) -> tensor<2x10xf32>
      %13 = "tf.ReluGrad"(%12, %8#0) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
      %14 = "tf.BiasAddGrad"(%13) {data_format = "NHWC"} : (tensor<2x10xf32>) -> tensor<10xf32>
      %15 = "tf.MatMul"(%13, %arg4) {transpose_a = false, transpose_b = true} : (tensor<2x10xf32>, tensor<256x10xf32>) -> tensor<2x256xf32>
      %16 = "tf.MatMul"(%5#0, %13) {transpose_a = true, transpose_b = false} : (tensor<2x256xf32>, tensor<2x10xf32>) -> tensor<256x10xf32>
      %17 = "tf.ReluGrad"(%15, %5#0) : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
      %18 = "tf.BiasAddGrad"(%17) {data_format = "NHWC"} : (tensor<2x256xf32>) -> tensor<256xf32>
      %19 = "tf.MatMul"(%arg0, %17) {transpose_a = true, transpose_b = false} : (tensor<2x20xf32>, tensor<2x256xf32>) -> tensor<20x256xf32>
      %20 = "tf.Mul"(%19, %1) : (tensor<20x256xf32>, tensor<f32>) -> tensor<20x256xf32>
      %21 = "tf.Mul"(%18, %1) : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %22 = "tf.Mul"(%16, %1) : (tensor<256x10xf32>, tensor<f32>) -> tensor<256x10xf32>
      %23 = "tf.Mul"(%14, %1) : (tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
      "tf.return"(%10, %5#2, %5#1, %8#1, %8#2) : (tensor<f32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

