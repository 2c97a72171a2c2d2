// `func.constant` (loaded by `func.func`) has one result and no type inference: a rewrite
// must give its result types.
module @patterns {
  func.func private @f()
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %op = pdl.operation "func.constant"
      pdl.erase %root
    }
  }
}
