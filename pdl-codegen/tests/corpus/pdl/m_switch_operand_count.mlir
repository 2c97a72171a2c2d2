// switch on exact operand count: one root name, zero to four operands
module @patterns {
  pdl.pattern @zero : benefit(1) {
    %op = pdl.operation "test.op"
    pdl.rewrite %op with "zero"
  }
  pdl.pattern @one : benefit(1) {
    %v0 = pdl.operand
    %op = pdl.operation "test.op"(%v0 : !pdl.value)
    pdl.rewrite %op with "one"(%v0 : !pdl.value)
  }
  pdl.pattern @two : benefit(2) {
    %v0 = pdl.operand
    %v1 = pdl.operand
    %op = pdl.operation "test.op"(%v0, %v1 : !pdl.value, !pdl.value)
    pdl.rewrite %op {
      %n = pdl.operation "test.op"(%v1, %v0 : !pdl.value, !pdl.value)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @three : benefit(3) {
    %v0 = pdl.operand
    %v1 = pdl.operand
    %v2 = pdl.operand
    %op = pdl.operation "test.op"(%v0, %v1, %v2 : !pdl.value, !pdl.value, !pdl.value)
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
  pdl.pattern @four : benefit(1) {
    %v0 = pdl.operand
    %v1 = pdl.operand
    %v2 = pdl.operand
    %v3 = pdl.operand
    %op = pdl.operation "test.op"(%v0, %v1, %v2, %v3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)
    pdl.rewrite %op with "four"(%v3 : !pdl.value)
  }
  pdl.pattern @two_same : benefit(5) {
    %v0 = pdl.operand
    %op = pdl.operation "test.op"(%v0, %v0 : !pdl.value, !pdl.value)
    pdl.rewrite %op with "two_same"(%v0 : !pdl.value)
  }
}
