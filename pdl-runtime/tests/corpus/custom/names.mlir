// Result names of memref and tensor operations; tensor.pad and tensor.generate regions.
"t.func"() ({
^bb0(%m: memref<8x16xf32>, %t: tensor<8x16xf32>, %i: index, %u: memref<?xf32>, %f: f32):
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %2 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %3 = memref.expand_shape %2 [[0, 1]] output_shape [8, 16] : memref<128xf32> into memref<8x16xf32>
  %4 = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %5 = tensor.dim %t, %i : tensor<8x16xf32>
  %6 = tensor.empty() : tensor<4xf32>
  %7 = tensor.insert %f into %6[%i] : tensor<4xf32>
  %8 = tensor.splat %f : tensor<2xf32>
  %9 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %10 = tensor.expand_shape %9 [[0, 1]] output_shape [8, 16] : tensor<128xf32> into tensor<8x16xf32>
  %11 = tensor.splat %f : tensor<4xf32>
  %12 = memref.realloc %u(%i) : memref<?xf32> to memref<?xf32>
  %13 = memref.rank %m : memref<8x16xf32>
  %14 = tensor.rank %t : tensor<8x16xf32>
  %15 = tensor.bitcast %t : tensor<8x16xf32> to tensor<8x16xi32>
  %16 = memref.reinterpret_cast %m to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
  %17 = memref.extract_aligned_pointer_as_index %m : memref<8x16xf32> -> index
  %18 = memref.memory_space_cast %m : memref<8x16xf32> to memref<8x16xf32, 1>
  %19 = tensor.pad %t low[0, 0] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<8x16xf32> to tensor<9x17xf32>
  %20 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
  "t.use"(%0, %1, %3, %4, %5, %7, %8, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20) : (memref<4xf32>, memref<?x?xf32>, memref<8x16xf32>, tensor<?x?xf32>, index, tensor<4xf32>, tensor<2xf32>, tensor<8x16xf32>, tensor<4xf32>, memref<?xf32>, index, index, tensor<8x16xi32>, memref<128xf32>, index, memref<8x16xf32, 1>, tensor<9x17xf32>, tensor<?xf32>) -> ()
}) : () -> ()
