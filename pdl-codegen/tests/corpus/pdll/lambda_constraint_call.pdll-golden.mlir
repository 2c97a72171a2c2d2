module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc2)
    %1 = types loc(#loc2)
    %2 = operation "test.op"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    apply_native_constraint "IsFoo"(%2 : !pdl.operation) loc(#loc3)
    rewrite %2 {
      erase %2 loc(#loc4)
    } loc(#loc4)
  } loc(#loc1)
} loc(#loc)
#loc = loc("lambda_constraint_call.pdll":2:1)
#loc1 = loc("lambda_constraint_call.pdll":3:1)
#loc2 = loc("lambda_constraint_call.pdll":4:14)
#loc3 = loc("lambda_constraint_call.pdll":5:24)
#loc4 = loc("lambda_constraint_call.pdll":6:3)
