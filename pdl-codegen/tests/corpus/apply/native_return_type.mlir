// op_constr_return_type succeeds on "test.success_op" and returns the type f32, used as the new op's result type.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.success_op"
    %ty = pdl.apply_native_constraint "op_constr_return_type"(%root : !pdl.operation) : !pdl.type
    pdl.rewrite %root {
      %n = pdl.operation "x.made" -> (%ty : !pdl.type)
      pdl.erase %root
    }
  }
}
module @ir {
  "test.success_op"() : () -> ()
  "test.success_op"() : () -> ()
}
