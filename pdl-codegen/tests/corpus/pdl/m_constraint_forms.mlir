// constraint forms
module @patterns {
  pdl.pattern @p : benefit(1) {
    %v = pdl.operand
    %t = pdl.type
    %ts = pdl.types
    %vs = pdl.operands
    %a = pdl.attribute
    %op = pdl.operation "test.a"(%v, %vs : !pdl.value, !pdl.range<value>) {"a" = %a} -> (%t, %ts : !pdl.type, !pdl.range<type>)
    pdl.apply_native_constraint "all"(%v, %t, %ts, %vs, %a, %op : !pdl.value, !pdl.type, !pdl.range<type>, !pdl.range<value>, !pdl.attribute, !pdl.operation)
    pdl.apply_native_constraint "not"(%op : !pdl.operation) {isNegated = true}
    pdl.rewrite %op with "r"
  }
}
