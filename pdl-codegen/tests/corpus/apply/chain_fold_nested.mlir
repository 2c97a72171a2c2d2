// neg(neg(v)) -> v applied to a nest of five negations: the rewrites cascade and a single neg is left.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %inner = pdl.operation "x.neg"(%v : !pdl.value) -> (%t : !pdl.type)
    %r = pdl.result 0 of %inner
    %root = pdl.operation "x.neg"(%r : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%v : !pdl.value)
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> f32
  %1 = "x.neg"(%0) : (f32) -> f32
  %2 = "x.neg"(%1) : (f32) -> f32
  %3 = "x.neg"(%2) : (f32) -> f32
  %4 = "x.neg"(%3) : (f32) -> f32
  %5 = "x.neg"(%4) : (f32) -> f32
  "x.use"(%5) : (f32) -> ()
}
