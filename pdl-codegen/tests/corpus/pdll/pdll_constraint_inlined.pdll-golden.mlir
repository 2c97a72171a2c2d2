module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc2)
    %1 = types loc(#loc2)
    %2 = operation "test.op"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    apply_native_constraint "IsFoo"(%2 : !pdl.operation) loc(#loc3)
    apply_native_constraint "IsFoo"(%2 : !pdl.operation) loc(#loc4)
    rewrite %2 {
      erase %2 loc(#loc5)
    } loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("pdll_constraint_inlined.pdll":2:1)
#loc1 = loc("pdll_constraint_inlined.pdll":7:1)
#loc2 = loc("pdll_constraint_inlined.pdll":8:14)
#loc3 = loc("pdll_constraint_inlined.pdll":4:3)
#loc4 = loc("pdll_constraint_inlined.pdll":5:3)
#loc5 = loc("pdll_constraint_inlined.pdll":10:3)
