module {
  func.func private @g(i32) -> i32
  func.func @f(%arg0: memref<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: i1) {
    %f = constant @g : (i32) -> i32
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_0 = memref.alloc() : memref<4xf32>
    %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
    %dim = memref.dim %arg0, %c0 : memref<4x4xf32>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
    %cast_1 = tensor.cast %arg1 : tensor<4x4xf32> to tensor<?x?xf32>
    %dim_2 = tensor.dim %arg1, %c0 : tensor<4x4xf32>
    %extracted = tensor.extract %arg1[%c0, %c0] : tensor<4x4xf32>
    %0 = scf.if %arg2 -> (index) {
      %dim_3 = memref.dim %arg0, %c0 : memref<4x4xf32>
      %extracted_4 = tensor.extract %arg1[%dim_3, %c0] : tensor<4x4xf32>
      "u.use"(%extracted_4) : (f32) -> ()
      scf.yield %dim_3 : index
    } else {
      %dim_3 = memref.dim %arg0, %c0 : memref<4x4xf32>
      scf.yield %dim_3 : index
    }
    "u.use"(%f, %alloc, %alloc_0, %cast, %dim, %base_buffer, %offset, %sizes#1, %strides#0, %cast_1, %dim_2, %extracted, %0) : ((i32) -> i32, memref<4xf32>, memref<4xf32>, memref<?x?xf32>, index, memref<f32>, index, index, index, tensor<?x?xf32>, index, f32, index) -> ()
    return
  }
}

