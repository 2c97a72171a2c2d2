// A loop (back edge ^bb1 -> ^bb1) keeps its blocks; an unreachable block after it that branches into the loop is erased.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %root = pdl.operation "x.step"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %one = pdl.attribute = 1 : i64
      %n = pdl.operation "x.inc"(%v : !pdl.value) {"by" = %one} -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.graph"() ({
  ^bb0(%start: index):
    "x.br"(%start)[^bb1] : (index) -> ()
  ^bb1(%i: index):
    %next = "x.step"(%i) : (index) -> index
    %done = "x.cmp"(%next) : (index) -> i1
    "x.cond_br"(%done, %next)[^bb2, ^bb1] : (i1, index) -> ()
  ^bb2:
    "x.ret"() : () -> ()
  ^bb3:
    %z = "x.zero"() : () -> index
    "x.br"(%z)[^bb1] : (index) -> ()
  }) : () -> ()
}
