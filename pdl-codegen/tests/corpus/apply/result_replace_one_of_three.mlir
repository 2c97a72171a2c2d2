// Replacing a three-result op with three values built from results of two new ops; each result's users follow its own replacement.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.type
    %b = pdl.type
    %c = pdl.type
    %root = pdl.operation "x.three" -> (%a, %b, %c : !pdl.type, !pdl.type, !pdl.type)
    pdl.rewrite %root {
      %p = pdl.operation "x.pair" -> (%a, %c : !pdl.type, !pdl.type)
      %s = pdl.operation "x.single" -> (%b : !pdl.type)
      %p0 = pdl.result 0 of %p
      %p1 = pdl.result 1 of %p
      %s0 = pdl.result 0 of %s
      pdl.replace %root with (%p0, %s0, %p1 : !pdl.value, !pdl.value, !pdl.value)
    }
  }
}
module @ir {
  %0:3 = "x.three"() : () -> (i8, i16, i32)
  "x.use_a"(%0#0) : (i8) -> ()
  "x.use_c"(%0#2, %0#2) : (i32, i32) -> ()
  "x.use_b"(%0#1) : (i16) -> ()
}
