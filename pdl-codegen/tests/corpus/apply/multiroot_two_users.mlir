// Multi-root pattern (pdl.rewrite without a root): "x.lo"(v) and "x.hi"(v) sharing an operand fuse into one two-result op.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %a = pdl.operation "x.lo"(%v : !pdl.value) -> (%t : !pdl.type)
    %b = pdl.operation "x.hi"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite {
      %n = pdl.operation "x.lohi"(%v : !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
      %r0 = pdl.result 0 of %n
      %r1 = pdl.result 1 of %n
      pdl.replace %a with (%r0 : !pdl.value)
      pdl.replace %b with (%r1 : !pdl.value)
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.lo"(%0) : (i32) -> i32
  %2 = "x.hi"(%0) : (i32) -> i32
  "x.use"(%1, %2) : (i32, i32) -> ()
}
