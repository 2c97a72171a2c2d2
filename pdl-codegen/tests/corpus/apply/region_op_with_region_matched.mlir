// The root op itself holds a region: matching "x.loop" and replacing it with a region-less op erases the body.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %n = pdl.operand
    %root = pdl.operation "x.loop"(%n : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %z = pdl.operation "x.zero" -> (%t : !pdl.type)
      pdl.replace %root with %z
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
  "x.use"(%1) : (f32) -> ()
}
