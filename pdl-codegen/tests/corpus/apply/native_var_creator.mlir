// Native rewrite "var_creator" returns the root's operands and their types (two ranges), which build the replacement.
module @patterns {
  pdl.pattern : benefit(1) {
    %args = pdl.operands
    %root = pdl.operation "test.op"(%args : !pdl.range<value>)
    pdl.rewrite %root {
      %vals, %tys = pdl.apply_native_rewrite "var_creator"(%root : !pdl.operation) : !pdl.range<value>, !pdl.range<type>
      %n = pdl.operation "test.success"(%vals : !pdl.range<value>) -> (%tys : !pdl.range<type>)
      pdl.erase %root
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> f16
  "test.op"(%0, %1, %0) : (i32, f16, i32) -> ()
  "test.op"() : () -> ()
}
