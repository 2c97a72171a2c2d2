// constraint results
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    %r1, %r2 = pdl.apply_native_constraint "produce"(%op : !pdl.operation) : !pdl.attribute, !pdl.type
    pdl.rewrite %op {
      %n = pdl.operation "test.b" {"x" = %r1} -> (%r2 : !pdl.type)
      pdl.replace %op with %n
    }
  }
}
