// pdl.range of single values builds an operand range (with a value used twice) for the new op.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.operand
    %b = pdl.operand
    %root = pdl.operation "test.op"(%a, %b : !pdl.value, !pdl.value)
    pdl.rewrite %root {
      %r = pdl.range %b, %a, %b : !pdl.value, !pdl.value, !pdl.value
      %n = pdl.operation "test.success"(%r : !pdl.range<value>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> f32
  "test.op"(%0, %1) : (i32, f32) -> ()
}
