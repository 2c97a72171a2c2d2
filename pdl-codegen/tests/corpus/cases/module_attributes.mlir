// A patterns module with discardable attributes (attributes {...}) on the module and a pattern: kept as MLIR keeps them.
module @patterns attributes {x.origin = "hand", z.flag} {
  pdl.pattern @p : benefit(1) attributes {note = 1 : i32} {
    %op = pdl.operation "x.a"
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
}
module @ir {
  "x.a"() : () -> ()
}
