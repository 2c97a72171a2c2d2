// memref and tensor operations with custom<DynamicIndexList> (from
// mlir/test/Dialect/MemRef/ops.mlir and Tensor/ops.mlir, cut).
"t.func"() ({
^bb0(%m: memref<8x16xf32>, %t: tensor<8x16xf32>, %i: index, %j: index):
  %0 = memref.subview %m[%i, 4] [2, %j] [1, 1] : memref<8x16xf32> to memref<2x?xf32, strided<[16, 1], offset: ?>>
  %1 = tensor.extract_slice %t[0, %i] [4, 4] [1, 2] : tensor<8x16xf32> to tensor<4x4xf32>
  %2 = tensor.insert_slice %1 into %t[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  %3 = memref.load %m[%i, %j] : memref<8x16xf32>
  memref.store %3, %m[%i, %j] : memref<8x16xf32>
  %4 = memref.alloc(%i) : memref<?x4xf32>
  %5 = tensor.extract %t[%i, %j] : tensor<8x16xf32>
  %6 = memref.dim %4, %i : memref<?x4xf32>
  %c = arith.constant 1 : index
  "t.use"(%0, %2, %5, %6, %c) : (memref<2x?xf32, strided<[16, 1], offset: ?>>, tensor<8x16xf32>, f32, index, index) -> ()
}) : () -> ()
