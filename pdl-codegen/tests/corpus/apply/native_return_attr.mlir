// op_constr_return_attr succeeds on "test.success_op" and returns the string attribute "test.success", used by the rewrite.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation
    %attr = pdl.apply_native_constraint "op_constr_return_attr"(%root : !pdl.operation) : !pdl.attribute
    pdl.rewrite %root {
      %n = pdl.operation "x.replaced" {"returned" = %attr}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.success_op"() : () -> ()
  "test.other_op"() : () -> ()
}
