// Operations without results (`cf.br`, `cf.assert`, `scf.yield`) or with variadic results
// (`scf.execute_region`) need no result types in a rewrite; `scf.if` infers them
// (`func.func` with `cf` and `scf` operations loads both dialects and `arith`).
module @patterns {
  func.func @load(%c: i1) {
    "cf.assert"(%c) <{msg = "m"}> : (i1) -> ()
    "scf.execute_region"() ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    return
  }
  pdl.pattern @no_results : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %c = pdl.operation "cf.br"
      %a = pdl.operation "cf.assert"
      %y = pdl.operation "scf.yield"
      %e = pdl.operation "scf.execute_region"
      %i = pdl.operation "scf.if"
      pdl.erase %root
    }
  }
}
