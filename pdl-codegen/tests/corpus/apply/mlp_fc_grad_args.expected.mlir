"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (tensor<2x20xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<f32>) -> (tensor<2x10xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>), sym_name = "step"}> ({
    ^bb0(%arg0: tensor<2x20xf32>, %arg1: tensor<20x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x10xf32>, %arg4: tensor<10xf32>, %arg5: tensor<20x256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x10xf32>, %arg8: tensor<10xf32>, %arg9: tensor<f32>):
      %0:3 = "fused.fc_layer"(%arg0, %arg1, %arg2, %arg5, %arg6, %arg9) : (tensor<2x20xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<f32>) -> (tensor<2x256xf32>, tensor<20x256xf32>, tensor<256xf32>)
      %1:3 = "fused.fc_layer"(%0#0, %arg3, %arg4, %arg7, %arg8, %arg9) : (tensor<2x256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<f32>) -> (tensor<2x10xf32>, tensor<256x10xf32>, tensor<10xf32>)
      "func.return"(%1#0, %0#1, %0#2, %1#1, %1#2) : (tensor<2x10xf32>, tensor<20x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

