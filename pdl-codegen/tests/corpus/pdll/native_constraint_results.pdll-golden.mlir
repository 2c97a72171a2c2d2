module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc2)
    %1 = types loc(#loc2)
    %2 = operation "test.op"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    %3 = apply_native_constraint "GetAttr"(%2 : !pdl.operation) : !pdl.attribute loc(#loc3)
    rewrite %2 {
      %4 = operation "test.new"  {"a" = %3} loc(#loc5)
      replace %2 with %4 loc(#loc6)
    } loc(#loc4)
  } loc(#loc1)
} loc(#loc)
#loc = loc("native_constraint_results.pdll":2:1)
#loc1 = loc("native_constraint_results.pdll":3:1)
#loc2 = loc("native_constraint_results.pdll":4:14)
#loc3 = loc("native_constraint_results.pdll":5:11)
#loc4 = loc("native_constraint_results.pdll":6:3)
#loc5 = loc("native_constraint_results.pdll":7:13)
#loc6 = loc("native_constraint_results.pdll":8:5)
