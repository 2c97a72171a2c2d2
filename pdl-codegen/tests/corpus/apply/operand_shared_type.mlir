// Two operands typed by the same pdl.type: they must have equal types; the captured type becomes the result type of the new op.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %a = pdl.operand : %t
    %b = pdl.operand : %t
    %root = pdl.operation "x.pair"(%a, %b : !pdl.value, !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "x.same_pair"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.erase %root
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> i32
  %2 = "x.src"() : () -> f32
  "x.pair"(%0, %1) : (i32, i32) -> ()
  "x.pair"(%0, %2) : (i32, f32) -> ()
  "x.pair"(%2, %2) : (f32, f32) -> ()
}
