// PDLL shape: an any-op root filtered by the native single_entity_constraint, replaced by the op the native rewrite creator returns.
// PDLL source:
//   Constraint single_entity_constraint(op: Op);
//   Rewrite creator(op: Op) -> Op;
//   Pattern EraseViaNatives with benefit(2) {
//     let root = op<>;
//     single_entity_constraint(root);
//     rewrite root with {
//       let created = creator(root);
//       replace root with created;
//     };
//   }
module @patterns {
  pdl.pattern @EraseViaNatives : benefit(2) {
    %0 = operands
    %1 = types
    %2 = operation(%0 : !pdl.range<value>) -> (%1 : !pdl.range<type>)
    apply_native_constraint "single_entity_constraint"(%2 : !pdl.operation)
    rewrite %2 {
      %3 = apply_native_rewrite "creator"(%2 : !pdl.operation) : !pdl.operation
      replace %2 with %3
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  "test.op"(%0) : (i32) -> ()
  "test.other"(%0) : (i32) -> ()
}
