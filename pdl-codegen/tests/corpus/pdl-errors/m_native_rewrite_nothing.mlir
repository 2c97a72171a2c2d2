// error: native rewrite nothing
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op {
      pdl.apply_native_rewrite "r"
    }
  }
}
