module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc1)
    %1 = operand loc(#loc2)
    %2 = types loc(#loc3)
    %3 = operation "test.op"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>) loc(#loc3)
    rewrite %3 {
      replace %3 with(%1, %0 : !pdl.value, !pdl.value) loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("named_tuple.pdll":2:1)
#loc1 = loc("named_tuple.pdll":3:26)
#loc2 = loc("named_tuple.pdll":3:36)
#loc3 = loc("named_tuple.pdll":3:14)
#loc4 = loc("named_tuple.pdll":5:3)
