// error: constraint in rewrite
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op {
      pdl.apply_native_constraint "c"(%op : !pdl.operation)
      pdl.erase %op
    }
  }
}
