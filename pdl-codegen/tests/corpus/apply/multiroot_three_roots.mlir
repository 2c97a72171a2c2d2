// Three roots sharing one operand (x.r, x.g, x.b users of one pixel) fuse into one op; a pixel missing x.b is left alone.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %px = pdl.operand
    %r = pdl.operation "x.r"(%px : !pdl.value) -> (%t : !pdl.type)
    %g = pdl.operation "x.g"(%px : !pdl.value) -> (%t : !pdl.type)
    %b = pdl.operation "x.b"(%px : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite {
      %n = pdl.operation "x.rgb"(%px : !pdl.value) -> (%t, %t, %t : !pdl.type, !pdl.type, !pdl.type)
      %n0 = pdl.result 0 of %n
      %n1 = pdl.result 1 of %n
      %n2 = pdl.result 2 of %n
      pdl.replace %r with (%n0 : !pdl.value)
      pdl.replace %g with (%n1 : !pdl.value)
      pdl.replace %b with (%n2 : !pdl.value)
    }
  }
}
module @ir {
  %0 = "x.pixel"() : () -> i32
  %1 = "x.pixel"() : () -> i32
  %2 = "x.b"(%0) : (i32) -> i8
  %3 = "x.r"(%0) : (i32) -> i8
  %4 = "x.g"(%0) : (i32) -> i8
  %5 = "x.r"(%1) : (i32) -> i8
  %6 = "x.g"(%1) : (i32) -> i8
  "x.use"(%2, %3, %4, %5, %6) : (i8, i8, i8, i8, i8) -> ()
}
