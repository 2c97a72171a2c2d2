// Two patterns on the same op: the one with the higher benefit (declared first) wins.
module @patterns {
  pdl.pattern @high : benefit(10) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.high"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @low : benefit(9) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.low"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}
