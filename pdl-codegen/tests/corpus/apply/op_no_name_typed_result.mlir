// Unnamed pdl.operation constrained only by one result of type i8 and no operands: every such op, whatever its name, becomes result 0 of a two-result "x.byte" (which the pattern cannot match again).
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type : i8
    %root = pdl.operation -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "x.byte" -> (%t, %t : !pdl.type, !pdl.type)
      %r = pdl.result 0 of %n
      pdl.replace %root with (%r : !pdl.value)
    }
  }
}
module @ir {
  %0 = "a.one"() : () -> i8
  %1 = "b.two"() : () -> i16
  %2 = "c.three"() {k = 3 : i64} : () -> i8
  %3 = "d.four"(%0) : (i8) -> i8
  "x.use"(%0, %1, %2, %3) : (i8, i16, i8, i8) -> ()
}
