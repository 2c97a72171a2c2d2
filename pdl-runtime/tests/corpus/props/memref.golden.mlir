"builtin.module"() ({
  "func.func"() <{function_type = (index, f32) -> f32, sym_name = "m"}> ({
  ^bb0(%arg0: index, %arg1: f32):
    %0 = "memref.alloc"(%arg0) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    "memref.store"(%arg1, %0, %arg0) <{nontemporal = true}> : (f32, memref<?xf32>, index) -> ()
    "memref.store"(%arg1, %1, %arg0) : (f32, memref<4xf32>, index) -> ()
    %2 = "memref.load"(%0, %arg0) : (memref<?xf32>, index) -> f32
    %3 = "memref.dim"(%0, %arg0) : (memref<?xf32>, index) -> index
    %4 = "memref.cast"(%1) : (memref<4xf32>) -> memref<?xf32>
    %5 = "memref.get_global"() <{name = @gv}> : () -> memref<2xf32>
    "memref.dealloc"(%0) : (memref<?xf32>) -> ()
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
  "memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<2xf32>, sym_name = "gv", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{alignment = 16 : i64, sym_name = "gw", sym_visibility = "private", type = memref<3xi32>}> : () -> ()
}) : () -> ()

