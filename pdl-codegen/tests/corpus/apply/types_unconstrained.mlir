// An unconstrained pdl.types captures every result type (any count) and gives them to the replacement.
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types
    %root = pdl.operation "test.op" -> (%ts : !pdl.range<type>)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%ts : !pdl.range<type>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
  %0 = "test.op"() : () -> i1
  %1:4 = "test.op"() : () -> (i1, i2, i3, i4)
  "test.use"(%0, %1#3) : (i1, i4) -> ()
}
