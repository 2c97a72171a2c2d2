module {
  "t.func"() ({
  ^bb0(%arg0: memref<8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: index, %arg3: index):
    %subview = memref.subview %arg0[%arg2, 4] [2, %arg3] [1, 1] : memref<8x16xf32> to memref<2x?xf32, strided<[16, 1], offset: ?>>
    %extracted_slice = tensor.extract_slice %arg1[0, %arg2] [4, 4] [1, 2] : tensor<8x16xf32> to tensor<4x4xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[%arg2, %arg3] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    %0 = memref.load %arg0[%arg2, %arg3] : memref<8x16xf32>
    memref.store %0, %arg0[%arg2, %arg3] : memref<8x16xf32>
    %alloc = memref.alloc(%arg2) : memref<?x4xf32>
    %extracted = tensor.extract %arg1[%arg2, %arg3] : tensor<8x16xf32>
    %dim = memref.dim %alloc, %arg2 : memref<?x4xf32>
    %c1 = arith.constant 1 : index
    "t.use"(%subview, %inserted_slice, %extracted, %dim, %c1) : (memref<2x?xf32, strided<[16, 1], offset: ?>>, tensor<8x16xf32>, f32, index, index) -> ()
  }) : () -> ()
}

