// error: attribute type and value
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %a = pdl.attribute : %t = 1 : i32
    %op = pdl.operation "test.a" {"a" = %a}
    pdl.rewrite %op with "r"
  }
}
