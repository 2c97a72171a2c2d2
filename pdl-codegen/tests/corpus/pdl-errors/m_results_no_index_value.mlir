// error: results no index value
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    %r = pdl.results of %op -> !pdl.value
    pdl.rewrite %op with "r"(%r : !pdl.value)
  }
}
