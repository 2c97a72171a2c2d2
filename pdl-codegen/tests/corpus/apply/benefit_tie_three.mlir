// Equal benefit, three patterns with identical predicates: MLIR records them last-declared first, so @c wins.
module @patterns {
  pdl.pattern @a : benefit(3) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.a"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @b : benefit(3) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.b"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @c : benefit(3) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.c"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}
