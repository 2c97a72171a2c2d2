// Equal benefit: one pattern checks the operand producer, the other the result type; where both match, the producer pattern wins.
module @patterns {
  pdl.pattern @by_producer : benefit(5) {
    %t = pdl.type
    %u = pdl.type
    %p = pdl.operation "x.p" -> (%u : !pdl.type)
    %v = pdl.result 0 of %p
    %root = pdl.operation "test.op"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.by_producer" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
  pdl.pattern @by_type : benefit(5) {
    %t = pdl.type : i32
    %v = pdl.operand
    %root = pdl.operation "test.op"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.by_type" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.p"() : () -> i8
  %1 = "test.op"(%0) : (i8) -> i32
  %2 = "test.op"(%0) : (i8) -> i64
  %3 = "x.q"() : () -> i8
  %4 = "test.op"(%3) : (i8) -> i32
  "x.use"(%1, %2, %4) : (i32, i64, i32) -> ()
}
