#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10xf32>, index, memref<4x4xf32>, memref<1xi32>, memref<10xf32, 1>) -> (), sym_name = "m"}> ({
  ^bb0(%arg0: memref<10xf32>, %arg1: index, %arg2: memref<4x4xf32>, %arg3: memref<1xi32>, %arg4: memref<10xf32, 1>):
    %0 = "memref.generic_atomic_rmw"(%arg0, %arg1) ({
    ^bb0(%arg6: f32):
      %11 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %12 = "arith.addf"(%11, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.atomic_yield"(%12) : (f32) -> ()
    }) : (memref<10xf32>, index) -> f32
    %1 = "memref.generic_atomic_rmw"(%arg0, %arg1) ({
    ^bb0(%arg5: f32):
      "memref.atomic_yield"(%arg5) : (f32) -> ()
    }) {u.a} : (memref<10xf32>, index) -> f32
    "memref.alloca_scope"() ({
      "u.op"() : () -> ()
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    %2 = "memref.alloca_scope"() ({
      %10 = "u.v"() : () -> f32
      "memref.alloca_scope.return"(%10) : (f32) -> ()
    }) : () -> f32
    %3:2 = "memref.alloca_scope"() ({
      %8 = "u.v"() : () -> f32
      %9 = "u.v"() : () -> i32
      "memref.alloca_scope.return"(%8, %9) : (f32, i32) -> ()
    }) {u.b} : () -> (f32, i32)
    "memref.prefetch"(%arg0, %arg1) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<10xf32>, index) -> ()
    "memref.prefetch"(%arg2, %arg1, %arg1) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<4x4xf32>, index, index) -> ()
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    "memref.dma_start"(%arg0, %4, %arg4, %4, %5, %arg3, %4) : (memref<10xf32>, index, memref<10xf32, 1>, index, index, memref<1xi32>, index) -> ()
    "memref.dma_start"(%arg0, %4, %arg4, %4, %5, %arg3, %4, %5, %5) : (memref<10xf32>, index, memref<10xf32, 1>, index, index, memref<1xi32>, index, index, index) -> ()
    %6 = "memref.transpose"(%arg2) <{permutation = #map}> : (memref<4x4xf32>) -> memref<4x4xf32, strided<[1, 4]>>
    %7 = "memref.transpose"(%arg2) <{permutation = #map1}> {u.d} : (memref<4x4xf32>) -> memref<4x4xf32>
    "u.use"(%0, %1, %2, %3#1, %6, %7) : (f32, f32, f32, i32, memref<4x4xf32, strided<[1, 4]>>, memref<4x4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

