// Native rewrite "str_creator" returns the string attribute "test.str", attached to the created op.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %attr = pdl.apply_native_rewrite "str_creator" : !pdl.attribute
      %n = pdl.operation "test.success" {"name" = %attr}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}
