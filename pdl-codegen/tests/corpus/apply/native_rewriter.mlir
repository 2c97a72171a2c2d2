// External rewriter: pdl.rewrite %root with "rewriter"(%input) creates "test.success"(input) and erases the root.
module @patterns {
  pdl.pattern : benefit(1) {
    %input = pdl.operand
    %root = pdl.operation "test.op"(%input : !pdl.value)
    pdl.rewrite %root with "rewriter"(%input : !pdl.value)
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  "test.op"(%0) : (i32) -> ()
  "test.op"(%0) : (i32) -> ()
}
