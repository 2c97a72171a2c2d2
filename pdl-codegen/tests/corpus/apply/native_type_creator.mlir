// Native rewrite "type_creator" returns f32, the result type of the created op.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %ty = pdl.apply_native_rewrite "type_creator" : !pdl.type
      %n = pdl.operation "test.success" -> (%ty : !pdl.type)
      pdl.erase %root
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}
