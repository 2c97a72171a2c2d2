// Multi-root: the second root sits in a nested region; going up from the value finds it there and both roots are rewritten.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %a = pdl.operation "x.lo"(%v : !pdl.value) -> (%t : !pdl.type)
    %b = pdl.operation "x.hi"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite {
      %na = pdl.operation "x.lo_paired"(%v : !pdl.value) -> (%t : !pdl.type)
      %nb = pdl.operation "x.hi_paired"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %a with %na
      pdl.replace %b with %nb
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.lo"(%0) : (i32) -> i32
  "x.region"() ({
    %2 = "x.hi"(%0) : (i32) -> i32
    "x.use"(%2) : (i32) -> ()
  }) : () -> ()
  "x.use"(%1) : (i32) -> ()
}
