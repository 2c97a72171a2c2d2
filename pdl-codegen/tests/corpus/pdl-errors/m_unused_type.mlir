// error: unused type
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %op = pdl.operation "test.a"
    pdl.rewrite %op with "r"
  }
}
