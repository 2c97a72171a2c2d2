// Result names of the other core operations with getAsmResultNames (func.constant, memref,
// tensor), uniqued across sibling and nested regions; the operations written in generic form.
func.func private @g(i32) -> i32
func.func @f(%m: memref<4x4xf32>, %t: tensor<4x4xf32>, %c: i1) {
  %f = "func.constant"() <{value = @g}> : () -> ((i32) -> i32)
  %c0 = arith.constant 0 : index
  %al = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  %al2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  %ca = "memref.cast"(%m) : (memref<4x4xf32>) -> memref<?x?xf32>
  %d = "memref.dim"(%m, %c0) : (memref<4x4xf32>, index) -> index
  %b, %o, %s:2, %st:2 = "memref.extract_strided_metadata"(%m) : (memref<4x4xf32>) -> (memref<f32>, index, index, index, index, index)
  %tc = "tensor.cast"(%t) : (tensor<4x4xf32>) -> tensor<?x?xf32>
  %td = "tensor.dim"(%t, %c0) : (tensor<4x4xf32>, index) -> index
  %te = "tensor.extract"(%t, %c0, %c0) : (tensor<4x4xf32>, index, index) -> f32
  %r = scf.if %c -> (index) {
    %d2 = "memref.dim"(%m, %c0) : (memref<4x4xf32>, index) -> index
    %x = "tensor.extract"(%t, %d2, %c0) : (tensor<4x4xf32>, index, index) -> f32
    "u.use"(%x) : (f32) -> ()
    "scf.yield"(%d2) : (index) -> ()
  } else {
    %d3 = "memref.dim"(%m, %c0) : (memref<4x4xf32>, index) -> index
    "scf.yield"(%d3) : (index) -> ()
  }
  "u.use"(%f, %al, %al2, %ca, %d, %b, %o, %s#1, %st#0, %tc, %td, %te, %r) : ((i32) -> i32, memref<4xf32>, memref<4xf32>, memref<?x?xf32>, index, memref<f32>, index, index, index, tensor<?x?xf32>, index, f32, index) -> ()
  return
}
