// pdl.operand with a constant type (pdl.type : i32): only the op whose operand is i32 matches.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type : i32
    %v = pdl.operand : %t
    %root = pdl.operation "test.op"(%v : !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%v : !pdl.value)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> i64
  %2 = "x.src"() : () -> f32
  "test.op"(%0) : (i32) -> ()
  "test.op"(%1) : (i64) -> ()
  "test.op"(%2) : (f32) -> ()
}
