// One pdl.operand followed by a pdl.operands range: at least one operand; the first is moved to the end in the new op.
module @patterns {
  pdl.pattern : benefit(1) {
    %first = pdl.operand
    %rest = pdl.operands
    %root = pdl.operation "test.op"(%first, %rest : !pdl.value, !pdl.range<value>)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%rest, %first : !pdl.range<value>, !pdl.value)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() {n = 0 : i64} : () -> i32
  %1 = "x.src"() {n = 1 : i64} : () -> i32
  %2 = "x.src"() {n = 2 : i64} : () -> i32
  "test.op"() : () -> ()
  "test.op"(%0) : (i32) -> ()
  "test.op"(%0, %1, %2) : (i32, i32, i32) -> ()
}
