// Multi-block func with an unregistered two-successor terminator: ops in every reachable block are rewritten, the blocks and successors stay.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %root = pdl.operation "x.double"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "x.add"(%v, %v : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f(%c: i1, %x: i32) -> i32 {
    "x.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:
    %0 = "x.double"(%x) : (i32) -> i32
    "x.br"(%0)[^bb3] : (i32) -> ()
  ^bb2:
    %1 = "x.double"(%x) : (i32) -> i32
    %2 = "x.double"(%1) : (i32) -> i32
    "x.br"(%2)[^bb3] : (i32) -> ()
  ^bb3(%r: i32):
    return %r : i32
  }
}
