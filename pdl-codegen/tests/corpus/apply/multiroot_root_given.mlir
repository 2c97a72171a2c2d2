// pdl.rewrite names one root but the pattern holds a second, unconnected-by-operands op: MLIR finds it by going up from the shared operand.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %load = pdl.operation "x.load"(%v : !pdl.value) -> (%t : !pdl.type)
    %store = pdl.operation "x.store"(%v : !pdl.value)
    pdl.rewrite %load {
      %n = pdl.operation "x.load_then_store"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %load with %n
      pdl.erase %store
    }
  }
}
module @ir {
  %p = "x.ptr"() : () -> !x.ptr
  %q = "x.ptr"() : () -> !x.ptr
  %0 = "x.load"(%p) : (!x.ptr) -> f32
  "x.store"(%p) : (!x.ptr) -> ()
  %1 = "x.load"(%q) : (!x.ptr) -> f32
  "x.use"(%0, %1) : (f32, f32) -> ()
}
