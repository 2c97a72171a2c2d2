// The replacement is inserted right before the root (not at the end of the block): neighbours keep their order.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %root = pdl.operation "test.op"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %pre = pdl.operation "test.pre"(%v : !pdl.value) -> (%t : !pdl.type)
      %p = pdl.result 0 of %pre
      %n = pdl.operation "test.success"(%p : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.first"() : () -> i32
  %1 = "test.op"(%0) : (i32) -> i32
  %2 = "x.middle"(%1) : (i32) -> i32
  %3 = "test.op"(%2) : (i32) -> i32
  "x.last"(%3) : (i32) -> ()
}
