"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32>, tensor<4x4xf32>, i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: i1):
    %0 = "func.constant"() <{value = @g}> : () -> ((i32) -> i32)
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %4 = "memref.cast"(%arg0) : (memref<4x4xf32>) -> memref<?x?xf32>
    %5 = "memref.dim"(%arg0, %1) : (memref<4x4xf32>, index) -> index
    %6:6 = "memref.extract_strided_metadata"(%arg0) : (memref<4x4xf32>) -> (memref<f32>, index, index, index, index, index)
    %7 = "tensor.cast"(%arg1) : (tensor<4x4xf32>) -> tensor<?x?xf32>
    %8 = "tensor.dim"(%arg1, %1) : (tensor<4x4xf32>, index) -> index
    %9 = "tensor.extract"(%arg1, %1, %1) : (tensor<4x4xf32>, index, index) -> f32
    %10 = "scf.if"(%arg2) ({
      %12 = "memref.dim"(%arg0, %1) : (memref<4x4xf32>, index) -> index
      %13 = "tensor.extract"(%arg1, %12, %1) : (tensor<4x4xf32>, index, index) -> f32
      "u.use"(%13) : (f32) -> ()
      "scf.yield"(%12) : (index) -> ()
    }, {
      %11 = "memref.dim"(%arg0, %1) : (memref<4x4xf32>, index) -> index
      "scf.yield"(%11) : (index) -> ()
    }) : (i1) -> index
    "u.use"(%0, %2, %3, %4, %5, %6#0, %6#1, %6#3, %6#4, %7, %8, %9, %10) : ((i32) -> i32, memref<4xf32>, memref<4xf32>, memref<?x?xf32>, index, memref<f32>, index, index, index, tensor<?x?xf32>, index, f32, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

