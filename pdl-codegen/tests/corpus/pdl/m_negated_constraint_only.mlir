// negated constraint only
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.apply_native_constraint "ok"(%op : !pdl.operation) {isNegated = true}
    pdl.rewrite %op with "r"
  }
}
