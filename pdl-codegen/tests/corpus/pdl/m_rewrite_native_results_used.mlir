// rewrite native results used
module @patterns {
  pdl.pattern @p : benefit(1) {
    %v = pdl.operand
    %op = pdl.operation "test.a"(%v : !pdl.value)
    pdl.rewrite %op {
      %a, %t = pdl.apply_native_rewrite "make"(%v : !pdl.value) : !pdl.attribute, !pdl.type
      %n = pdl.operation "test.b"(%v : !pdl.value) {"a" = %a} -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
}
