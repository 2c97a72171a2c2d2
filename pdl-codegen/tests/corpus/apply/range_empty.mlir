// An empty pdl.range (no elements) used as the operands and result types of the replacement.
module @patterns {
  pdl.pattern : benefit(1) {
    %args = pdl.operands
    %root = pdl.operation "test.op"(%args : !pdl.range<value>)
    pdl.rewrite %root {
      %no_vals = pdl.range : !pdl.range<value>
      %no_types = pdl.range : !pdl.range<type>
      %n = pdl.operation "test.success"(%no_vals : !pdl.range<value>) -> (%no_types : !pdl.range<type>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  "test.op"(%0, %0) : (i32, i32) -> ()
}
