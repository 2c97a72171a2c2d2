// Two patterns on the same op: the one with the higher benefit (declared second) wins.
module @patterns {
  pdl.pattern @low : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.low"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @high : benefit(2) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.high"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}
