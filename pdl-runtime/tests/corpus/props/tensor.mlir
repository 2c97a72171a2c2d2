"func.func"() <{function_type = (tensor<4xf32>, index, f32) -> tensor<4xf32>, sym_name = "t"}> ({
^bb0(%t: tensor<4xf32>, %i: index, %v: f32):
  %e = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> f32
  %n = "tensor.insert"(%v, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
  %d = "tensor.dim"(%t, %i) : (tensor<4xf32>, index) -> index
  %s = "tensor.extract_slice"(%n) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
  %f = "tensor.from_elements"(%e, %v) : (f32, f32) -> tensor<2xf32>
  %m = "tensor.empty"(%d) : (index) -> tensor<?xf32>
  %c = "tensor.cast"(%m) : (tensor<?xf32>) -> tensor<4xf32>
  %k = "tensor.concat"(%s, %f) <{dim = 0 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  "func.return"(%k) : (tensor<4xf32>) -> ()
}) : () -> ()
