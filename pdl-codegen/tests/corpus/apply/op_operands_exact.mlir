// pdl.operation with two operands matches only ops with exactly two operands (not one, not three).
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.operand
    %b = pdl.operand
    %root = pdl.operation "test.op"(%a, %b : !pdl.value, !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%b, %a : !pdl.value, !pdl.value)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> f32
  "test.op"(%0) : (i32) -> ()
  "test.op"(%0, %1) : (i32, f32) -> ()
  "test.op"(%0, %1, %0) : (i32, f32, i32) -> ()
}
