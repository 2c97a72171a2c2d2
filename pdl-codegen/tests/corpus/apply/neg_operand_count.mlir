// Near misses on the operand count: the pattern wants exactly one operand.
module @patterns {
  pdl.pattern : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "test.op"(%v : !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%v : !pdl.value)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  "test.op"() : () -> ()
  "test.op"(%0, %0) : (i32, i32) -> ()
  "test.op"(%0, %0, %0) : (i32, i32, i32) -> ()
}
