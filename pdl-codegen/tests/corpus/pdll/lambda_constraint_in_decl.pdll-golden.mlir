module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc2)
    %1 = types loc(#loc2)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    apply_native_constraint "IsFoo"(%2 : !pdl.operation) loc(#loc3)
    rewrite %2 {
      erase %2 loc(#loc4)
    } loc(#loc4)
  } loc(#loc1)
} loc(#loc)
#loc = loc("lambda_constraint_in_decl.pdll":2:1)
#loc1 = loc("lambda_constraint_in_decl.pdll":3:1)
#loc2 = loc("lambda_constraint_in_decl.pdll":4:7)
#loc3 = loc("lambda_constraint_in_decl.pdll":4:39)
#loc4 = loc("lambda_constraint_in_decl.pdll":5:3)
