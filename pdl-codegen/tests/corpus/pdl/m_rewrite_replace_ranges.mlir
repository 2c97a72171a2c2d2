// rewrite replace ranges
module @patterns {
  pdl.pattern @p : benefit(1) {
    %ts = pdl.types
    %vs = pdl.operands : %ts
    %op = pdl.operation "test.a"(%vs : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    pdl.rewrite %op {
      pdl.replace %op with (%vs : !pdl.range<value>)
    }
  }
}
