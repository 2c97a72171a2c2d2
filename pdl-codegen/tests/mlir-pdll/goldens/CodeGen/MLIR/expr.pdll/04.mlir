module {
  pdl.pattern @TestExternalNegatedCall : benefit(0) {
    %0 = operands loc(#loc2)
    %1 = types loc(#loc2)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    apply_native_constraint "TestConstraint"(%2 : !pdl.operation) {isNegated = true} loc(#loc3)
    rewrite %2 {
      erase %2 loc(#loc4)
    } loc(#loc4)
  } loc(#loc1)
} loc(#loc)
#loc = loc("expr.pdll":44:1)
#loc1 = loc("expr.pdll":45:1)
#loc2 = loc("expr.pdll":46:16)
#loc3 = loc("expr.pdll":47:9)
#loc4 = loc("expr.pdll":48:5)
