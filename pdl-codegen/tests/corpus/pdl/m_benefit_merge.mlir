// benefit ordering across merged patterns on one root name, with ties
module @patterns {
  pdl.pattern @tie_a : benefit(2) {
    %v = pdl.operand
    %op = pdl.operation "test.op"(%v : !pdl.value)
    pdl.rewrite %op with "tie_a"
  }
  pdl.pattern @high : benefit(5) {
    %v = pdl.operand
    %op = pdl.operation "test.op"(%v : !pdl.value)
    pdl.apply_native_constraint "is_special"(%v : !pdl.value)
    pdl.rewrite %op with "high"
  }
  pdl.pattern @tie_b : benefit(2) {
    %t = pdl.type : i32
    %v = pdl.operand : %t
    %op = pdl.operation "test.op"(%v : !pdl.value)
    pdl.rewrite %op with "tie_b"
  }
  pdl.pattern @zero : benefit(0) {
    %vs = pdl.operands
    %op = pdl.operation "test.op"(%vs : !pdl.range<value>)
    pdl.rewrite %op with "zero"
  }
  pdl.pattern @tie_c : benefit(2) {
    %t = pdl.type
    %p = pdl.operation "test.producer" -> (%t : !pdl.type)
    %v = pdl.result 0 of %p
    %op = pdl.operation "test.op"(%v : !pdl.value)
    pdl.rewrite %op with "tie_c"(%p : !pdl.operation)
  }
  pdl.pattern @mid : benefit(3) {
    %v = pdl.operand
    %op = pdl.operation "test.op"(%v : !pdl.value)
    pdl.rewrite %op with "mid"
  }
  pdl.pattern @tie_high : benefit(5) {
    %a = pdl.attribute = true
    %v = pdl.operand
    %op = pdl.operation "test.op"(%v : !pdl.value) {"flag" = %a}
    pdl.rewrite %op with "tie_high"
  }
  pdl.pattern @other_root : benefit(3) {
    %op = pdl.operation "test.other"
    pdl.rewrite %op with "other_root"
  }
}
