// The rewrite erases the only op of a function body (its func.return), leaving an empty block in a func.func.
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
    return
  }
}
