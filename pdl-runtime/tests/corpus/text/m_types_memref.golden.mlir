#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  %0:8 = "test.a"() : () -> (memref<4xf32>, memref<4x?xf32, #map, 1>, memref<*xf32>, memref<*xf32, 2>, memref<4xf32, 1>, memref<4xf32>, memref<4xf32>, memref<f32>)
}) : () -> ()

