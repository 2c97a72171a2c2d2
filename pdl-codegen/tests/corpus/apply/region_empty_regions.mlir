// Ops holding empty regions (no blocks): a "test.op" with an empty region is replaced (its region goes with it); the "test.op" in the second region of "x.holder" is rewritten, the empty first region stays.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() ({
  }) : () -> ()
  "x.holder"() ({
  }, {
    "test.op"() : () -> ()
  }) : () -> ()
}
