// Erasing func.return: MLIR accepts the result because the unregistered "x.work" left at the end of the block may be a terminator.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "func.return"
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
module @ir {
  func.func @f() {
    "x.work"() : () -> ()
    return
  }
}
