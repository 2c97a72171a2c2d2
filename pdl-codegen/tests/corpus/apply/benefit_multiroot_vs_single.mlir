// A multi-root pattern (benefit 2) competes with a single-root pattern (benefit 1) on a shared producer's users.
module @patterns {
  pdl.pattern @pair : benefit(2) {
    %t = pdl.type
    %v = pdl.operand
    %a = pdl.operation "x.lo"(%v : !pdl.value) -> (%t : !pdl.type)
    %b = pdl.operation "x.hi"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %a {
      %n = pdl.operation "x.lohi"(%v : !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
      %r0 = pdl.result 0 of %n
      %r1 = pdl.result 1 of %n
      pdl.replace %a with (%r0 : !pdl.value)
      pdl.replace %b with (%r1 : !pdl.value)
    }
  }
  pdl.pattern @single : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %a = pdl.operation "x.lo"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %a {
      %n = pdl.operation "x.lo_only"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %a with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> i32
  %2 = "x.lo"(%0) : (i32) -> i32
  %3 = "x.hi"(%0) : (i32) -> i32
  %4 = "x.lo"(%1) : (i32) -> i32
  "x.use"(%2, %3, %4) : (i32, i32, i32) -> ()
}
