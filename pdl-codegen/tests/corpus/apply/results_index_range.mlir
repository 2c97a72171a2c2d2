// pdl.results N of %op -> !pdl.range<value> on an unregistered op: the group index selects results as MLIR's bytecode does without segment sizes.
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types
    %def = pdl.operation "x.grp" -> (%ts : !pdl.range<type>)
    %g0 = pdl.results 0 of %def -> !pdl.range<value>
    %root = pdl.operation "x.sink"(%g0 : !pdl.range<value>)
    pdl.rewrite %root {
      %n = pdl.operation "x.sunk"(%g0 : !pdl.range<value>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0:3 = "x.grp"() : () -> (i1, i2, i3)
  "x.sink"(%0#0, %0#1, %0#2) : (i1, i2, i3) -> ()
  "x.sink"(%0#0) : (i1) -> ()
  "x.sink"(%0#1, %0#2) : (i2, i3) -> ()
}
