// pdl.results N of %op -> !pdl.value (a single-value result group): the second result of "x.two" replaces the root.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.type
    %b = pdl.type
    %def = pdl.operation "x.two" -> (%a, %b : !pdl.type, !pdl.type)
    %second = pdl.results 1 of %def -> !pdl.value
    %root = pdl.operation "x.second_of"(%second : !pdl.value) -> (%b : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%second : !pdl.value)
    }
  }
}
module @ir {
  %0:2 = "x.two"() : () -> (i32, i64)
  %1 = "x.second_of"(%0#1) : (i64) -> i64
  %2 = "x.second_of"(%0#0) : (i32) -> i32
  "x.use"(%1, %2) : (i64, i32) -> ()
}
