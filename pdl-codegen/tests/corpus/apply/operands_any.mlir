// pdl.operands without a type matches any number of operands, including none; the rewrite forwards the whole range.
module @patterns {
  pdl.pattern : benefit(1) {
    %args = pdl.operands
    %root = pdl.operation "test.op"(%args : !pdl.range<value>)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%args : !pdl.range<value>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> f64
  "test.op"() : () -> ()
  "test.op"(%0) : (i32) -> ()
  "test.op"(%0, %1, %0) : (i32, f64, i32) -> ()
}
