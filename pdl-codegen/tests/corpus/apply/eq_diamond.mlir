// A diamond: "x.add"(neg(v), abs(v)) where both branches must read the same value v.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %neg = pdl.operation "x.neg"(%v : !pdl.value) -> (%t : !pdl.type)
    %abs = pdl.operation "x.abs"(%v : !pdl.value) -> (%t : !pdl.type)
    %n = pdl.result 0 of %neg
    %a = pdl.result 0 of %abs
    %root = pdl.operation "x.add"(%n, %a : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %z = pdl.operation "x.relu_like"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %z
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> f32
  %1 = "x.src"() : () -> f32
  %2 = "x.neg"(%0) : (f32) -> f32
  %3 = "x.abs"(%0) : (f32) -> f32
  %4 = "x.abs"(%1) : (f32) -> f32
  %5 = "x.add"(%2, %3) : (f32, f32) -> f32
  %6 = "x.add"(%2, %4) : (f32, f32) -> f32
  "x.use"(%5, %6) : (f32, f32) -> ()
}
