// Multi-block region of an unregistered op with "x.br" successors: region simplification erases the unreachable blocks (^bb2, ^bb3) while patterns rewrite the rest.
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
  "test.graph"() ({
  ^bb0(%a: i32):
    %0 = "test.op"() : () -> i32
    "x.br"(%0)[^bb1] : (i32) -> ()
  ^bb1(%b: i32):
    "x.ret"(%b) : (i32) -> ()
  ^bb2:
    %1 = "test.op"() : () -> i32
    "x.ret"(%1) : (i32) -> ()
  ^bb3(%c: i64):
    "x.ret"() : () -> ()
  }) : () -> ()
}
