// A pattern can rewrite an unregistered terminator without successors ("x.ret" -> "x.return"), keeping its operands.
module @patterns {
  pdl.pattern : benefit(1) {
    %args = pdl.operands
    %root = pdl.operation "x.ret"(%args : !pdl.range<value>)
    pdl.rewrite %root {
      %n = pdl.operation "x.return"(%args : !pdl.range<value>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.graph"() ({
  ^bb0(%a: i32):
    "x.br"()[^bb1] : () -> ()
  ^bb1:
    "x.ret"(%a, %a) : (i32, i32) -> ()
  }) : () -> ()
}
