// The same op reached by two paths: both operands of "x.join" must come from one "x.fork" (results 0 and 1 in order).
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %x = pdl.operand
    %fork = pdl.operation "x.fork"(%x : !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
    %a = pdl.result 0 of %fork
    %b = pdl.result 1 of %fork
    %root = pdl.operation "x.join"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%x : !pdl.value)
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1:2 = "x.fork"(%0) : (i32) -> (i32, i32)
  %2:2 = "x.fork"(%0) : (i32) -> (i32, i32)
  %3 = "x.join"(%1#0, %1#1) : (i32, i32) -> i32
  %4 = "x.join"(%1#0, %2#1) : (i32, i32) -> i32
  %5 = "x.join"(%1#1, %1#0) : (i32, i32) -> i32
  "x.use"(%3, %4, %5) : (i32, i32, i32) -> ()
}
