// error: non pdl op
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    "test.x"() : () -> ()
    pdl.rewrite %op with "r"
  }
}
