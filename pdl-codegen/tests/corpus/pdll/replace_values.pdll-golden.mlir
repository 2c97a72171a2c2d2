module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc1)
    %1 = operand loc(#loc2)
    %2 = type loc(#loc3)
    %3 = type loc(#loc4)
    %4 = operation "test.op"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type) loc(#loc5)
    rewrite %4 {
      replace %4 with(%1, %0 : !pdl.value, !pdl.value) loc(#loc6)
    } loc(#loc6)
  } loc(#loc)
} loc(#loc)
#loc = loc("replace_values.pdll":2:1)
#loc1 = loc("replace_values.pdll":3:26)
#loc2 = loc("replace_values.pdll":3:36)
#loc3 = loc("replace_values.pdll":3:50)
#loc4 = loc("replace_values.pdll":3:59)
#loc5 = loc("replace_values.pdll":3:14)
#loc6 = loc("replace_values.pdll":4:3)
