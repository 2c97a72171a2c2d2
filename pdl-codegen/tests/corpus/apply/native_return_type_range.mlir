// op_constr_return_type_range(op, N) returns N copies of f32 for "test.success_op" (N = 3 and N = 0 here).
module @patterns {
  pdl.pattern @three : benefit(2) {
    %n3 = pdl.attribute = 3 : i32
    %k = pdl.attribute = "three"
    %root = pdl.operation "test.success_op" {"k" = %k}
    %tys = pdl.apply_native_constraint "op_constr_return_type_range"(%root, %n3 : !pdl.operation, !pdl.attribute) : !pdl.range<type>
    pdl.rewrite %root {
      %n = pdl.operation "x.three" -> (%tys : !pdl.range<type>)
      pdl.erase %root
    }
  }
  pdl.pattern @zero : benefit(1) {
    %n0 = pdl.attribute = 0 : i64
    %root = pdl.operation "test.success_op"
    %tys = pdl.apply_native_constraint "op_constr_return_type_range"(%root, %n0 : !pdl.operation, !pdl.attribute) : !pdl.range<type>
    pdl.rewrite %root {
      %n = pdl.operation "x.zero" -> (%tys : !pdl.range<type>)
      pdl.erase %root
    }
  }
}
module @ir {
  "test.success_op"() {k = "three"} : () -> ()
  "test.success_op"() : () -> ()
}
