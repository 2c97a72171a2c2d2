"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, index, f32) -> tensor<4xf32>, sym_name = "t"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32):
    %0 = "tensor.extract"(%arg0, %arg1) : (tensor<4xf32>, index) -> f32
    %1 = "tensor.insert"(%arg2, %arg0, %arg1) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
    %2 = "tensor.dim"(%arg0, %arg1) : (tensor<4xf32>, index) -> index
    %3 = "tensor.extract_slice"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
    %4 = "tensor.from_elements"(%0, %arg2) : (f32, f32) -> tensor<2xf32>
    %5 = "tensor.empty"(%2) : (index) -> tensor<?xf32>
    %6 = "tensor.cast"(%5) : (tensor<?xf32>) -> tensor<4xf32>
    %7 = "tensor.concat"(%3, %4) <{dim = 0 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
    "func.return"(%7) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

