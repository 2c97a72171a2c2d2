"builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: memref<8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: index, %arg3: memref<?xf32>, %arg4: f32):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %1 = "memref.cast"(%arg0) : (memref<8x16xf32>) -> memref<?x?xf32>
    %2 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<8x16xf32>) -> memref<128xf32>
    %3 = "memref.expand_shape"(%2) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 16>}> : (memref<128xf32>) -> memref<8x16xf32>
    %4 = "tensor.cast"(%arg1) : (tensor<8x16xf32>) -> tensor<?x?xf32>
    %5 = "tensor.dim"(%arg1, %arg2) : (tensor<8x16xf32>, index) -> index
    %6 = "tensor.empty"() : () -> tensor<4xf32>
    %7 = "tensor.insert"(%arg4, %6, %arg2) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
    %8 = "tensor.splat"(%arg4) : (f32) -> tensor<2xf32>
    %9 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (tensor<8x16xf32>) -> tensor<128xf32>
    %10 = "tensor.expand_shape"(%9) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 16>}> : (tensor<128xf32>) -> tensor<8x16xf32>
    %11 = "tensor.splat"(%arg4) : (f32) -> tensor<4xf32>
    %12 = "memref.realloc"(%arg3, %arg2) : (memref<?xf32>, index) -> memref<?xf32>
    %13 = "memref.rank"(%arg0) : (memref<8x16xf32>) -> index
    %14 = "tensor.rank"(%arg1) : (tensor<8x16xf32>) -> index
    %15 = "tensor.bitcast"(%arg1) : (tensor<8x16xf32>) -> tensor<8x16xi32>
    %16 = "memref.reinterpret_cast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (memref<8x16xf32>) -> memref<128xf32>
    %17 = "memref.extract_aligned_pointer_as_index"(%arg0) : (memref<8x16xf32>) -> index
    %18 = "memref.memory_space_cast"(%arg0) : (memref<8x16xf32>) -> memref<8x16xf32, 1>
    %19 = "tensor.pad"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg6: index, %arg7: index):
      "tensor.yield"(%arg4) : (f32) -> ()
    }) : (tensor<8x16xf32>) -> tensor<9x17xf32>
    %20 = "tensor.generate"(%arg2) ({
    ^bb0(%arg5: index):
      "tensor.yield"(%arg4) : (f32) -> ()
    }) : (index) -> tensor<?xf32>
    %21:6 = "memref.extract_strided_metadata"(%arg0) : (memref<8x16xf32>) -> (memref<f32>, index, index, index, index, index)
    "t.use"(%0, %1, %3, %4, %5, %7, %8, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20) : (memref<4xf32>, memref<?x?xf32>, memref<8x16xf32>, tensor<?x?xf32>, index, tensor<4xf32>, tensor<2xf32>, tensor<8x16xf32>, tensor<4xf32>, memref<?xf32>, index, index, tensor<8x16xi32>, memref<128xf32>, index, memref<8x16xf32, 1>, tensor<9x17xf32>, tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

