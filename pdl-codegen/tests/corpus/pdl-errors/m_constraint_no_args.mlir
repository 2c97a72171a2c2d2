// error: constraint no args
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.apply_native_constraint "c"
    pdl.rewrite %op with "r"
  }
}
