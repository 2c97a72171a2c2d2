// The value-returning constraints fail on any op not named "test.success_op": nothing is rewritten.
module @patterns {
  pdl.pattern @attr : benefit(1) {
    %root = pdl.operation "test.op"
    %attr = pdl.apply_native_constraint "op_constr_return_attr"(%root : !pdl.operation) : !pdl.attribute
    pdl.rewrite %root {
      %n = pdl.operation "x.bad_attr" {"a" = %attr}
      pdl.replace %root with %n
    }
  }
  pdl.pattern @type : benefit(1) {
    %root = pdl.operation "test.op"
    %ty = pdl.apply_native_constraint "op_constr_return_type"(%root : !pdl.operation) : !pdl.type
    pdl.rewrite %root {
      %n = pdl.operation "x.bad_type" -> (%ty : !pdl.type)
      pdl.erase %root
    }
  }
  pdl.pattern @types : benefit(1) {
    %one = pdl.attribute = 1 : i32
    %root = pdl.operation "test.op"
    %tys = pdl.apply_native_constraint "op_constr_return_type_range"(%root, %one : !pdl.operation, !pdl.attribute) : !pdl.range<type>
    pdl.rewrite %root {
      %n = pdl.operation "x.bad_types" -> (%tys : !pdl.range<type>)
      pdl.erase %root
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}
