// rewrite create replace
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %op = pdl.operation "test.a"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %op {
      %c = pdl.attribute = 1 : i32
      %n = pdl.operation "test.b"(%v : !pdl.value) {"c" = %c} -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
}
