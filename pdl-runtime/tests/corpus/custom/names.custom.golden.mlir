module {
  "t.func"() ({
  ^bb0(%arg0: memref<8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: index, %arg3: memref<?xf32>, %arg4: f32):
    %alloc = memref.alloc() : memref<4xf32>
    %cast = memref.cast %arg0 : memref<8x16xf32> to memref<?x?xf32>
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<8x16xf32> into memref<128xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1]] output_shape [8, 16] : memref<128xf32> into memref<8x16xf32>
    %cast_0 = tensor.cast %arg1 : tensor<8x16xf32> to tensor<?x?xf32>
    %dim = tensor.dim %arg1, %arg2 : tensor<8x16xf32>
    %0 = tensor.empty() : tensor<4xf32>
    %inserted = tensor.insert %arg4 into %0[%arg2] : tensor<4xf32>
    %splat = tensor.splat %arg4 : tensor<2xf32>
    %collapsed = tensor.collapse_shape %arg1 [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [8, 16] : tensor<128xf32> into tensor<8x16xf32>
    %splat_1 = tensor.splat %arg4 : tensor<4xf32>
    %1 = memref.realloc %arg3(%arg2) : memref<?xf32> to memref<?xf32>
    %2 = memref.rank %arg0 : memref<8x16xf32>
    %rank = tensor.rank %arg1 : tensor<8x16xf32>
    %3 = tensor.bitcast %arg1 : tensor<8x16xf32> to tensor<8x16xi32>
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x16xf32> -> index
    %memspacecast = memref.memory_space_cast %arg0 : memref<8x16xf32> to memref<8x16xf32, 1>
    %padded = tensor.pad %arg1 low[0, 0] high[1, 1] {
    ^bb0(%arg5: index, %arg6: index):
      tensor.yield %arg4 : f32
    } : tensor<8x16xf32> to tensor<9x17xf32>
    %generated = tensor.generate %arg2 {
    ^bb0(%arg5: index):
      tensor.yield %arg4 : f32
    } : tensor<?xf32>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
    "t.use"(%alloc, %cast, %expand_shape, %cast_0, %dim, %inserted, %splat, %expanded, %splat_1, %1, %2, %rank, %3, %reinterpret_cast, %intptr, %memspacecast, %padded, %generated) : (memref<4xf32>, memref<?x?xf32>, memref<8x16xf32>, tensor<?x?xf32>, index, tensor<4xf32>, tensor<2xf32>, tensor<8x16xf32>, tensor<4xf32>, memref<?xf32>, index, index, tensor<8x16xi32>, memref<128xf32>, index, memref<8x16xf32, 1>, tensor<9x17xf32>, tensor<?xf32>) -> ()
  }) : () -> ()
}

