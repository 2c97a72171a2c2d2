// Nothing matches, yet the greedy driver's region simplification still erases the unreachable block of the func.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.absent"
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
module @ir {
  func.func @f(%x: i32) -> i32 {
    "x.br"()[^bb1] : () -> ()
  ^bb1:
    return %x : i32
  ^bb2(%y: i32):
    return %y : i32
  }
}
