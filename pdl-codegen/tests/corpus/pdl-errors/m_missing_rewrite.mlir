// error: missing rewrite
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
  }
}
