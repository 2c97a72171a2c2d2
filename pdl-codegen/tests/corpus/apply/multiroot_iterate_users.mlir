// Multi-root: the shared value has several users before the right one; the matcher must loop over all users of v to find the "x.hi".
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
  "x.other"(%0) : (i32) -> ()
  %1 = "x.lo"(%0) : (i32) -> i32
  "x.other2"(%0, %0) : (i32, i32) -> ()
  %2 = "x.hi"(%0) : (i32) -> i64
  %3 = "x.mid"(%0) : (i32) -> i32
  %4 = "x.hi"(%0) : (i32) -> i32
  "x.use"(%1, %2, %3, %4) : (i32, i64, i32, i32) -> ()
}
