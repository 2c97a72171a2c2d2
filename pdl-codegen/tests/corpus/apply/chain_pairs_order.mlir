// Pair fusion on p(p(p(p(x)))): the result depends on the order in which the greedy driver visits ops.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %x = pdl.operand
    %inner = pdl.operation "x.p"(%x : !pdl.value) -> (%t : !pdl.type)
    %r = pdl.result 0 of %inner
    %root = pdl.operation "x.p"(%r : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "x.q"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.p"(%0) : (i32) -> i32
  %2 = "x.p"(%1) : (i32) -> i32
  %3 = "x.p"(%2) : (i32) -> i32
  %4 = "x.p"(%3) : (i32) -> i32
  "x.use"(%4) : (i32) -> ()
}
