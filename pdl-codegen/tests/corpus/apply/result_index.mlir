// pdl.result N of an op: result 1 of a three-result "x.split" feeds the new op that replaces the "x.take" using it.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %ts = pdl.types
    %split = pdl.operation "x.split" -> (%ts : !pdl.range<type>)
    %mid = pdl.result 1 of %split
    %root = pdl.operation "x.take"(%mid : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %r0 = pdl.result 0 of %split
      %r2 = pdl.result 2 of %split
      %n = pdl.operation "x.took_middle"(%r0, %mid, %r2 : !pdl.value, !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0:3 = "x.split"() : () -> (i8, i16, i32)
  %1 = "x.take"(%0#1) : (i16) -> i64
  %2 = "x.take"(%0#0) : (i8) -> i64
  "x.use"(%1, %2) : (i64, i64) -> ()
}
