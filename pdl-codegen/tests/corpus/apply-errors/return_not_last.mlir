// The rewrite creates a func.return in front of the root, in the middle of the block: func.return must be the last op of its block.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "x.early_exit"
    pdl.rewrite %root {
      %n = pdl.operation "func.return"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f() {
    "x.early_exit"() : () -> ()
    "x.more"() : () -> ()
    return
  }
}
