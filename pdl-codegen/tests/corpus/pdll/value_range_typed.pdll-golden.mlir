module {
  pdl.pattern : benefit(0) {
    %0 = types loc(#loc1)
    %1 = operands : %0 loc(#loc2)
    %2 = operation "test.op"(%1 : !pdl.range<value>)  -> (%0 : !pdl.range<type>) loc(#loc3)
    rewrite %2 {
      replace %2 with(%1 : !pdl.range<value>) loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("value_range_typed.pdll":2:1)
#loc1 = loc("value_range_typed.pdll":3:7)
#loc2 = loc("value_range_typed.pdll":4:7)
#loc3 = loc("value_range_typed.pdll":5:14)
#loc4 = loc("value_range_typed.pdll":6:3)
