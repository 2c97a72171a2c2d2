// types memref
"test.a"() : () -> (memref<4xf32>, memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 1>, memref<*xf32>, memref<*xf32, 2>, memref<4xf32, 1>, memref<4xf32, 0>, memref<4xf32, affine_map<(d0) -> (d0)>>, memref<f32>)
