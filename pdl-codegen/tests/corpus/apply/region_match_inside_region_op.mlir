// Ops inside the single-block regions of two "x.loop"s are rewritten; one reads the region argument, the other a value defined outside its loop.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %root = pdl.operation "x.body"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "x.body2"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> index
  %1 = "x.loop"(%0) ({
  ^bb0(%iv: index):
    %2 = "x.body"(%iv) : (index) -> f32
    "x.yield"(%2) : (f32) -> ()
  }) : (index) -> f32
  %3 = "x.loop"(%0) ({
  ^bb0(%iv: index):
    %4 = "x.body"(%1) : (f32) -> f32
    "x.yield"(%4) : (f32) -> ()
  }) : (index) -> f32
  "x.use"(%3) : (f32) -> ()
}
