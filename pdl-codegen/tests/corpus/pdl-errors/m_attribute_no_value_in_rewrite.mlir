// error: attribute no value in rewrite
module @patterns {
  pdl.pattern @p : benefit(1) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op {
      %a = pdl.attribute
      %n = pdl.operation "test.b" {"a" = %a}
      pdl.replace %op with %n
    }
  }
}
