// Two patterns on a producer and its only consumer: the consumer is erased and the producer replaced, whichever the driver visits first.
module @patterns {
  pdl.pattern @sink : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "x.sink"(%v : !pdl.value)
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
  pdl.pattern @producer : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "x.maybe_dead" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "x.visited" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.maybe_dead"() : () -> i32
  "x.sink"(%0) : (i32) -> ()
}
