// rewrite external args
module @patterns {
  pdl.pattern @p : benefit(1) {
    %v = pdl.operand
    %a = pdl.attribute
    %op = pdl.operation "test.a"(%v : !pdl.value) {"a" = %a}
    pdl.rewrite %op with "rewriter"(%v, %a : !pdl.value, !pdl.attribute)
  }
}
