module {
  func.func @m(%arg0: memref<10xf32>, %arg1: index, %arg2: memref<4x4xf32>, %arg3: memref<1xi32>, %arg4: memref<10xf32, 1>) {
    %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {
    ^bb0(%arg5: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %4 = arith.addf %cst, %arg5 : f32
      memref.atomic_yield %4 : f32
    }
    %1 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {
    ^bb0(%arg5: f32):
      memref.atomic_yield %arg5 : f32
    } {u.a}
    memref.alloca_scope  {
      "u.op"() : () -> ()
    }
    %2 = memref.alloca_scope  -> (f32) {
      %4 = "u.v"() : () -> f32
      memref.alloca_scope.return %4 : f32
    }
    %3:2 = memref.alloca_scope  -> (f32, i32) {
      %4 = "u.v"() : () -> f32
      %5 = "u.v"() : () -> i32
      memref.alloca_scope.return %4, %5 : f32, i32
    } {u.b}
    memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<10xf32>
    memref.prefetch %arg2[%arg1, %arg1], write, locality<0>, instr : memref<4x4xf32>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    memref.dma_start %arg0[%c0], %arg4[%c0], %c4, %arg3[%c0] : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
    memref.dma_start %arg0[%c0], %arg4[%c0], %c4, %arg3[%c0], %c4, %c4 : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
    %transpose = memref.transpose %arg2 (d0, d1) -> (d1, d0) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
    %transpose_0 = memref.transpose %arg2 (d0, d1) -> (d0, d1) {u.d} : memref<4x4xf32> to memref<4x4xf32>
    "u.use"(%0, %1, %2, %3#1, %transpose, %transpose_0) : (f32, f32, f32, i32, memref<4x4xf32, strided<[1, 4]>>, memref<4x4xf32>) -> ()
    return
  }
}

