"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.matched_tensor"() : () -> tensor<2x3xf32>
    %1 = "x.matched_dyn_tensor"() : () -> tensor<?x4xi8>
    %2 = "x.matched_unranked"() : () -> tensor<*xf16>
    %3 = "x.matched_vector"() : () -> vector<4xf32>
    %4 = "x.matched_scalable"() : () -> vector<[4]xi32>
    %5 = "x.matched_memref"() : () -> memref<8x?xf32, strided<[?, 1], offset: ?>, 1>
    %6 = "x.t"() : () -> tensor<3x2xf32>
    %7 = "x.t"() : () -> memref<8x?xf32>
    "x.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (tensor<2x3xf32>, tensor<?x4xi8>, tensor<*xf16>, vector<4xf32>, vector<[4]xi32>, memref<8x?xf32, strided<[?, 1], offset: ?>, 1>, tensor<3x2xf32>, memref<8x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

