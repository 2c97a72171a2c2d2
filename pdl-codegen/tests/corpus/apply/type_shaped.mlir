// Constant shaped types: tensor, ranked dynamic tensor, unranked tensor, vector (fixed and scalable), memref with layout and memory space.
module @patterns {
  pdl.pattern @tensor : benefit(1) {
    %t = pdl.type : tensor<2x3xf32>
    %root = pdl.operation "x.t" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.matched_tensor" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @dyn_tensor : benefit(1) {
    %t = pdl.type : tensor<?x4xi8>
    %root = pdl.operation "x.t" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.matched_dyn_tensor" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @unranked : benefit(1) {
    %t = pdl.type : tensor<*xf16>
    %root = pdl.operation "x.t" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.matched_unranked" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @vector : benefit(1) {
    %t = pdl.type : vector<4xf32>
    %root = pdl.operation "x.t" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.matched_vector" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @scalable : benefit(1) {
    %t = pdl.type : vector<[4]xi32>
    %root = pdl.operation "x.t" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.matched_scalable" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
  pdl.pattern @memref : benefit(1) {
    %t = pdl.type : memref<8x?xf32, strided<[?, 1], offset: ?>, 1>
    %root = pdl.operation "x.t" -> (%t : !pdl.type)
    pdl.rewrite %root { %n = pdl.operation "x.matched_memref" -> (%t : !pdl.type)
      pdl.replace %root with %n }
  }
}
module @ir {
  %0 = "x.t"() : () -> tensor<2x3xf32>
  %1 = "x.t"() : () -> tensor<?x4xi8>
  %2 = "x.t"() : () -> tensor<*xf16>
  %3 = "x.t"() : () -> vector<4xf32>
  %4 = "x.t"() : () -> vector<[4]xi32>
  %5 = "x.t"() : () -> memref<8x?xf32, strided<[?, 1], offset: ?>, 1>
  %6 = "x.t"() : () -> tensor<3x2xf32>
  %7 = "x.t"() : () -> memref<8x?xf32>
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (tensor<2x3xf32>, tensor<?x4xi8>, tensor<*xf16>, vector<4xf32>, vector<[4]xi32>, memref<8x?xf32, strided<[?, 1], offset: ?>, 1>, tensor<3x2xf32>, memref<8x?xf32>) -> ()
}
