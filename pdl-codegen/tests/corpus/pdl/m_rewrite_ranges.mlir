// rewrite ranges
module @patterns {
  pdl.pattern @p : benefit(1) {
    %v = pdl.operand
    %vs = pdl.operands
    %op = pdl.operation "test.a"(%v, %vs : !pdl.value, !pdl.range<value>)
    pdl.rewrite %op {
      %r = pdl.range %v, %vs, %v : !pdl.value, !pdl.range<value>, !pdl.value
      %e = pdl.range : !pdl.range<type>
      %t = pdl.type : i32
      %tr = pdl.range %t, %e : !pdl.type, !pdl.range<type>
      %n = pdl.operation "test.b"(%r : !pdl.range<value>) -> (%tr : !pdl.range<type>)
      pdl.replace %op with %n
    }
  }
}
