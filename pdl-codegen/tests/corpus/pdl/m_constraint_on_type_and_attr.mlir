// constraint on type and attr
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %a = pdl.attribute : %t
    %op = pdl.operation "test.a" {"a" = %a} -> (%t : !pdl.type)
    pdl.apply_native_constraint "same"(%t, %a : !pdl.type, !pdl.attribute)
    pdl.rewrite %op with "r"
  }
}
