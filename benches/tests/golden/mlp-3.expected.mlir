"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "tf.graph"() ({
    ^bb0(%arg12: tensor<2x20xf32>, %arg13: tensor<2xi32>, %arg14: tensor<256xf32>, %arg15: tensor<20x256xf32>, %arg16: tensor<256x10xf32>, %arg17: tensor<10xf32>):
      %32 = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
      %33 = "tf.Const"() {value = dense<1.000000e-01> : tensor<f32>} : () -> tensor<f32>
      %34 = "tf.Const"() {value = dense<5.000000e-01> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
      %35:3 = "fused.fc_layer"(%arg12, %arg15, %arg14, %47, %46, %33) : (tensor<2x20xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<f32>) -> (tensor<2x256xf32>, tensor<20x256xf32>, tensor<256xf32>)
      %36:3 = "fused.fc_layer"(%35#0, %arg16, %arg17, %44, %42, %33) : (tensor<2x256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<f32>) -> (tensor<2x10xf32>, tensor<256x10xf32>, tensor<10xf32>)
      %37:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%36#0, %arg13) : (tensor<2x10xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2x10xf32>)
      %38 = "tf.Mean"(%37#0, %32) {keep_dims = false} : (tensor<2xf32>, tensor<1xi32>) -> tensor<f32>
      %39 = "tf.PreventGradient"(%37#1) : (tensor<2x10xf32>) -> tensor<2x10xf32>
      %40 = "tf.Mul"(%39, %34) : (tensor<2x10xf32>, tensor<2x1xf32>) -> tensor<2x10xf32>
      %41 = "tf.ReluGrad"(%40, %36#0) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
      %42 = "tf.BiasAddGrad"(%41) {data_format = "NHWC"} : (tensor<2x10xf32>) -> tensor<10xf32>
      %43 = "tf.MatMul"(%41, %arg16) {transpose_a = false, transpose_b = true} : (tensor<2x10xf32>, tensor<256x10xf32>) -> tensor<2x256xf32>
      %44 = "tf.MatMul"(%35#0, %41) {transpose_a = true, transpose_b = false} : (tensor<2x256xf32>, tensor<2x10xf32>) -> tensor<256x10xf32>
      %45 = "tf.ReluGrad"(%43, %35#0) : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
      %46 = "tf.BiasAddGrad"(%45) {data_format = "NHWC"} : (tensor<2x256xf32>) -> tensor<256xf32>
      %47 = "tf.MatMul"(%arg12, %45) {transpose_a = true, transpose_b = false} : (tensor<2x20xf32>, tensor<2x256xf32>) -> tensor<20x256xf32>
      "tf.return"(%38, %35#2, %35#1, %36#1, %36#2) : (tensor<f32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
    }) : () -> ()
    "tf.graph"() ({
    ^bb0(%arg6: tensor<2x20xf32>, %arg7: tensor<2xi32>, %arg8: tensor<256xf32>, %arg9: tensor<20x256xf32>, %arg10: tensor<256x10xf32>, %arg11: tensor<10xf32>):
      %16 = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
      %17 = "tf.Const"() {value = dense<1.000000e-01> : tensor<f32>} : () -> tensor<f32>
      %18 = "tf.Const"() {value = dense<5.000000e-01> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
      %19:3 = "fused.fc_layer"(%arg6, %arg9, %arg8, %31, %30, %17) : (tensor<2x20xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<f32>) -> (tensor<2x256xf32>, tensor<20x256xf32>, tensor<256xf32>)
      %20:3 = "fused.fc_layer"(%19#0, %arg10, %arg11, %28, %26, %17) : (tensor<2x256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<f32>) -> (tensor<2x10xf32>, tensor<256x10xf32>, tensor<10xf32>)
      %21:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%20#0, %arg7) : (tensor<2x10xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2x10xf32>)
      %22 = "tf.Mean"(%21#0, %16) {keep_dims = false} : (tensor<2xf32>, tensor<1xi32>) -> tensor<f32>
      %23 = "tf.PreventGradient"(%21#1) : (tensor<2x10xf32>) -> tensor<2x10xf32>
      %24 = "tf.Mul"(%23, %18) : (tensor<2x10xf32>, tensor<2x1xf32>) -> tensor<2x10xf32>
      %25 = "tf.ReluGrad"(%24, %20#0) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
      %26 = "tf.BiasAddGrad"(%25) {data_format = "NHWC"} : (tensor<2x10xf32>) -> tensor<10xf32>
      %27 = "tf.MatMul"(%25, %arg10) {transpose_a = false, transpose_b = true} : (tensor<2x10xf32>, tensor<256x10xf32>) -> tensor<2x256xf32>
      %28 = "tf.MatMul"(%19#0, %25) {transpose_a = true, transpose_b = false} : (tensor<2x256xf32>, tensor<2x10xf32>) -> tensor<256x10xf32>
      %29 = "tf.ReluGrad"(%27, %19#0) : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
      %30 = "tf.BiasAddGrad"(%29) {data_format = "NHWC"} : (tensor<2x256xf32>) -> tensor<256xf32>
      %31 = "tf.MatMul"(%arg6, %29) {transpose_a = true, transpose_b = false} : (tensor<2x20xf32>, tensor<2x256xf32>) -> tensor<20x256xf32>
      "tf.return"(%22, %19#2, %19#1, %20#1, %20#2) : (tensor<f32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
    }) : () -> ()
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

