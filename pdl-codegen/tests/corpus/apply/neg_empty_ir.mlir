// An empty @ir module: the patterns have nothing to work on.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
module @ir {
}
