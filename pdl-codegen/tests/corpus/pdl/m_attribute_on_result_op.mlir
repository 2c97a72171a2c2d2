// attribute on result op
module @patterns {
  pdl.pattern @p : benefit(1) {
    %a = pdl.attribute = 42 : i64
    %t = pdl.type : i64
    %op = pdl.operation "test.const" {"value" = %a} -> (%t : !pdl.type)
    pdl.rewrite %op {
      %b = pdl.attribute = 43 : i64
      %n = pdl.operation "test.const" {"value" = %b} -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
}
