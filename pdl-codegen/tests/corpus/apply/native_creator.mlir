// Native rewrite "creator" returns a new result-less "test.success" op, which replaces the root.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %op = pdl.apply_native_rewrite "creator"(%root : !pdl.operation) : !pdl.operation
      pdl.replace %root with %op
    }
  }
}
module @ir {
  "test.before"() : () -> ()
  "test.op"() : () -> ()
  "test.after"() : () -> ()
}
