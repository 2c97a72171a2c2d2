// Three native constraints on one root (op_constr_return_type, op_constr_return_attr, negated single_entity_constraint): all pass and both returned values are used.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.success_op"
    %ty = pdl.apply_native_constraint "op_constr_return_type"(%root : !pdl.operation) : !pdl.type
    %attr = pdl.apply_native_constraint "op_constr_return_attr"(%root : !pdl.operation) : !pdl.attribute
    pdl.apply_native_constraint "single_entity_constraint"(%root : !pdl.operation) {isNegated = true}
    pdl.rewrite %root {
      %n = pdl.operation "x.done" {"from" = %attr} -> (%ty, %ty : !pdl.type, !pdl.type)
      pdl.erase %root
    }
  }
}
module @ir {
  "test.success_op"() : () -> ()
}
