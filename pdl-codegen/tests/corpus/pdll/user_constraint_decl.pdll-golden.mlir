module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc2)
    apply_native_constraint "IsFoo"(%0 : !pdl.value) loc(#loc3)
    %1 = types loc(#loc4)
    %2 = operation "test.op"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc4)
    rewrite %2 {
      erase %2 loc(#loc5)
    } loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("user_constraint_decl.pdll":2:1)
#loc1 = loc("user_constraint_decl.pdll":3:1)
#loc2 = loc("user_constraint_decl.pdll":4:7)
#loc3 = loc("user_constraint_decl.pdll":4:18)
#loc4 = loc("user_constraint_decl.pdll":5:14)
#loc5 = loc("user_constraint_decl.pdll":6:3)
