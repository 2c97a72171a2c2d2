"builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: memref<8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: index, %arg3: index):
    %0 = "memref.subview"(%arg0, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index, index) -> memref<2x?xf32, strided<[16, 1], offset: ?>>
    %1 = "tensor.extract_slice"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 2>}> : (tensor<8x16xf32>, index) -> tensor<4x4xf32>
    %2 = "tensor.insert_slice"(%1, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<8x16xf32>, index, index) -> tensor<8x16xf32>
    %3 = "memref.load"(%arg0, %arg2, %arg3) : (memref<8x16xf32>, index, index) -> f32
    "memref.store"(%3, %arg0, %arg2, %arg3) : (f32, memref<8x16xf32>, index, index) -> ()
    %4 = "memref.alloc"(%arg2) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32>
    %5 = "tensor.extract"(%arg1, %arg2, %arg3) : (tensor<8x16xf32>, index, index) -> f32
    %6 = "memref.dim"(%4, %arg2) : (memref<?x4xf32>, index) -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    "t.use"(%0, %2, %5, %6, %7) : (memref<2x?xf32, strided<[16, 1], offset: ?>>, tensor<8x16xf32>, f32, index, index) -> ()
  }) : () -> ()
}) : () -> ()

