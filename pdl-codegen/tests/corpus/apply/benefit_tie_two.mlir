// Equal benefit, identical predicates: MLIR records the later-declared pattern first, so @second wins.
module @patterns {
  pdl.pattern @first : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.first"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @second : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.second"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}
