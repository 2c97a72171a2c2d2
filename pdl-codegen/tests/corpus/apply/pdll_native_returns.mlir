// PDLL shape: a value-returning native constraint (op_constr_return_type) and a native rewrite (str_creator) with results.
// PDLL source:
//   Constraint op_constr_return_type(op: Op) -> Type;
//   Rewrite str_creator() -> Attr;
//   Pattern UsesReturnedType {
//     let root = op<test.success_op>;
//     let ty = op_constr_return_type(root);
//     rewrite root with {
//       let name = str_creator();
//       let n = op<x.typed> {name = name} -> (ty);
//       erase root;
//     };
//   }
module @patterns {
  pdl.pattern @UsesReturnedType : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.success_op"(%0 : !pdl.range<value>) -> (%1 : !pdl.range<type>)
    %3 = apply_native_constraint "op_constr_return_type"(%2 : !pdl.operation) : !pdl.type
    rewrite %2 {
      %4 = apply_native_rewrite "str_creator" : !pdl.attribute
      %5 = operation "x.typed" {"name" = %4} -> (%3 : !pdl.type)
      erase %2
    }
  }
}
module @ir {
  "test.success_op"() : () -> ()
  "test.failure_op"() : () -> ()
}
