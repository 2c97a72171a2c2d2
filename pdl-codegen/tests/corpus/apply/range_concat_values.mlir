// pdl.range concatenating a single value, a value range and all results of another op.
module @patterns {
  pdl.pattern : benefit(1) {
    %args = pdl.operands
    %ts = pdl.types
    %def = pdl.operation "x.def" -> (%ts : !pdl.range<type>)
    %defres = pdl.results of %def
    %last = pdl.result 1 of %def
    %root = pdl.operation "x.call"(%args, %last : !pdl.range<value>, !pdl.value)
    pdl.rewrite %root {
      %r = pdl.range %last, %args, %defres : !pdl.value, !pdl.range<value>, !pdl.range<value>
      %n = pdl.operation "x.called"(%r : !pdl.range<value>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0:2 = "x.def"() : () -> (i1, i2)
  %1 = "x.src"() : () -> i8
  "x.call"(%1, %1, %0#1) : (i8, i8, i2) -> ()
  "x.call"(%1, %0#1) : (i8, i2) -> ()
  "x.call"(%0#1, %0#1, %0#1) : (i2, i2, i2) -> ()
}
