// error: unused attribute
module @patterns {
  pdl.pattern @p : benefit(1) {
    %a = pdl.attribute
    %op = pdl.operation "test.a"
    pdl.rewrite %op with "r"
  }
}
