// A pattern with benefit(0) still applies when it is the only match.
module @patterns {
  pdl.pattern : benefit(0) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}
