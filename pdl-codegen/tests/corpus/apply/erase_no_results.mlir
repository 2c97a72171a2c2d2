// pdl.erase of result-less ops, at the start, middle and end of a block.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "x.nop"
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
module @ir {
  "x.nop"() : () -> ()
  "x.keep"() : () -> ()
  "x.nop"() : () -> ()
  "x.keep"() : () -> ()
  "x.nop"() : () -> ()
}
