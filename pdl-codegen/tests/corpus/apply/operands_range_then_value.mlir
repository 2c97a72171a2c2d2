// Range then single operand on an unregistered op (no operandSegmentSizes): group 0 is every operand and group 1 must be exactly one trailing value, so only two-operand calls match.
module @patterns {
  pdl.pattern : benefit(1) {
    %args = pdl.operands
    %ts = pdl.types
    %def = pdl.operation "x.def" -> (%ts : !pdl.range<type>)
    %last = pdl.result 1 of %def
    %root = pdl.operation "x.call"(%args, %last : !pdl.range<value>, !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "x.called"(%args, %last : !pdl.range<value>, !pdl.value)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0:2 = "x.def"() : () -> (i1, i2)
  %1 = "x.src"() : () -> i8
  "x.call"(%0#1, %0#1, %0#1) : (i2, i2, i2) -> ()
  "x.call"(%1, %0#1, %1) : (i8, i2, i8) -> ()
  "x.call"(%1, %0#1) : (i8, i2) -> ()
  "x.call"(%0#1, %0#1) : (i2, i2) -> ()
}
