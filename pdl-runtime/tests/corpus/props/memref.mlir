"func.func"() <{function_type = (index, f32) -> f32, sym_name = "m"}> ({
^bb0(%n: index, %v: f32):
  %a = "memref.alloc"(%n) {alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>} : (index) -> memref<?xf32>
  %b = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  "memref.store"(%v, %a, %n) {nontemporal = true} : (f32, memref<?xf32>, index) -> ()
  "memref.store"(%v, %b, %n) : (f32, memref<4xf32>, index) -> ()
  %x = "memref.load"(%a, %n) : (memref<?xf32>, index) -> f32
  %d = "memref.dim"(%a, %n) : (memref<?xf32>, index) -> index
  %c = "memref.cast"(%b) : (memref<4xf32>) -> memref<?xf32>
  %g = "memref.get_global"() {name = @gv} : () -> memref<2xf32>
  "memref.dealloc"(%a) : (memref<?xf32>) -> ()
  "func.return"(%x) : (f32) -> ()
}) : () -> ()
"memref.global"() <{constant, initial_value = dense<1.0> : tensor<2xf32>, sym_name = "gv", type = memref<2xf32>}> : () -> ()
"memref.global"() {sym_name = "gw", sym_visibility = "private", type = memref<3xi32>, alignment = 16 : i64} : () -> ()
