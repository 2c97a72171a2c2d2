// The memref operations with hand-written syntax: generic_atomic_rmw, alloca_scope (with
// and without results, implicit terminator), prefetch, dma_start (with and without
// strides), transpose (dimension names normalized).
func.func @m(%m: memref<10xf32>, %i: index, %m2: memref<4x4xf32>, %tag: memref<1xi32>, %dst: memref<10xf32, 1>) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%current_value : f32):
    %c1 = arith.constant 1.0 : f32
    %inc = "arith.addf"(%c1, %current_value) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "memref.atomic_yield"(%inc) : (f32) -> ()
  }
  %y = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cv : f32):
    "memref.atomic_yield"(%cv) : (f32) -> ()
  } {u.a}
  memref.alloca_scope {
    "u.op"() : () -> ()
  }
  %r = memref.alloca_scope -> (f32) {
    %v = "u.v"() : () -> f32
    "memref.alloca_scope.return"(%v) : (f32) -> ()
  }
  %r2:2 = memref.alloca_scope -> (f32, i32) {
    %v = "u.v"() : () -> f32
    %w = "u.v"() : () -> i32
    "memref.alloca_scope.return"(%v, %w) : (f32, i32) -> ()
  } {u.b}
  memref.prefetch %m[%i], read, locality<3>, data : memref<10xf32>
  memref.prefetch %m2[%i, %i], write, locality<0>, instr : memref<4x4xf32>
  %c0 = arith.constant 0 : index
  %n = arith.constant 4 : index
  memref.dma_start %m[%c0], %dst[%c0], %n, %tag[%c0] : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
  memref.dma_start %m[%c0], %dst[%c0], %n, %tag[%c0], %n, %n : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
  %t = memref.transpose %m2 (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  %t2 = memref.transpose %m2 (d0, d1) -> (d0, d1) {u.d} : memref<4x4xf32> to memref<4x4xf32>
  "u.use"(%x, %y, %r, %r2#1, %t, %t2) : (f32, f32, f32, i32, memref<4x4xf32, strided<[1, 4]>>, memref<4x4xf32>) -> ()
  return
}
