// at-least operand and result counts from variadic ranges, with different minimums
module @patterns {
  pdl.pattern @any : benefit(0) {
    %vs = pdl.operands
    %op = pdl.operation "test.op"(%vs : !pdl.range<value>)
    pdl.rewrite %op with "any"(%vs : !pdl.range<value>)
  }
  pdl.pattern @at_least_1 : benefit(1) {
    %v0 = pdl.operand
    %vs = pdl.operands
    %op = pdl.operation "test.op"(%v0, %vs : !pdl.value, !pdl.range<value>)
    pdl.rewrite %op with "at_least_1"(%v0 : !pdl.value)
  }
  pdl.pattern @at_least_2 : benefit(2) {
    %v0 = pdl.operand
    %v1 = pdl.operand
    %vs = pdl.operands
    %op = pdl.operation "test.op"(%v0, %v1, %vs : !pdl.value, !pdl.value, !pdl.range<value>)
    pdl.rewrite %op with "at_least_2"(%v0, %v1 : !pdl.value, !pdl.value)
  }
  pdl.pattern @at_least_3_mid : benefit(3) {
    %v0 = pdl.operand
    %v1 = pdl.operand
    %v2 = pdl.operand
    %vs = pdl.operands
    %op = pdl.operation "test.op"(%v0, %vs, %v1, %v2 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value)
    pdl.rewrite %op with "at_least_3"(%vs : !pdl.range<value>)
  }
  pdl.pattern @exact_2 : benefit(2) {
    %v0 = pdl.operand
    %v1 = pdl.operand
    %op = pdl.operation "test.op"(%v0, %v1 : !pdl.value, !pdl.value)
    pdl.rewrite %op with "exact_2"
  }
  pdl.pattern @results_at_least_1 : benefit(1) {
    %t0 = pdl.type
    %ts = pdl.types
    %op = pdl.operation "test.res" -> (%t0, %ts : !pdl.type, !pdl.range<type>)
    pdl.rewrite %op {
      %n = pdl.operation "test.res_new" -> (%t0, %ts : !pdl.type, !pdl.range<type>)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @results_at_least_2 : benefit(2) {
    %t0 = pdl.type
    %t1 = pdl.type
    %ts = pdl.types
    %op = pdl.operation "test.res" -> (%ts, %t0, %t1 : !pdl.range<type>, !pdl.type, !pdl.type)
    %rs = pdl.results 0 of %op -> !pdl.range<value>
    pdl.rewrite %op with "results_at_least_2"(%rs : !pdl.range<value>)
  }
  pdl.pattern @both_at_least : benefit(4) {
    %v0 = pdl.operand
    %vs = pdl.operands
    %t0 = pdl.type
    %ts = pdl.types
    %op = pdl.operation "test.res"(%vs, %v0 : !pdl.range<value>, !pdl.value) -> (%t0, %ts : !pdl.type, !pdl.range<type>)
    pdl.rewrite %op with "both"(%v0 : !pdl.value)
  }
}
