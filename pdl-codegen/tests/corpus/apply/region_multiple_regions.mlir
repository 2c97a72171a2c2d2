// An op with two regions (then/else style): matches in both regions are rewritten.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %c = "x.cond"() : () -> i1
  %0 = "x.if"(%c) ({
    %1 = "test.op"() : () -> i32
    "x.yield"(%1) : (i32) -> ()
  }, {
    %2 = "test.op"() : () -> i32
    "x.yield"(%2) : (i32) -> ()
  }) : (i1) -> i32
  "x.use"(%0) : (i32) -> ()
}
