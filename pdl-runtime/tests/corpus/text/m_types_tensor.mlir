// types tensor
"test.a"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?x4x?xi8>, tensor<*xf32>, tensor<0xi32>, tensor<4xf32, #foo.enc>, tensor<2x3x4x5xcomplex<f32>>, tensor<1x!foo.bar<"x">>)
