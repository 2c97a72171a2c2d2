// An unused argument of a non-entry block is removed by region simplification although the unregistered "x.br" still passes an operand for it.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.absent"
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
module @ir {
  "test.graph"() ({
  ^bb0:
    %c = "x.c"() : () -> i32
    "x.br"(%c)[^bb1] : (i32) -> ()
  ^bb1(%u: i32):
    "x.ret"() : () -> ()
  }) : () -> ()
}
