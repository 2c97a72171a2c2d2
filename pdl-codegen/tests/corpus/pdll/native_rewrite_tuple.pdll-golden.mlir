module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc2)
    %1 = types loc(#loc3)
    %2 = operation "test.op"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc3)
    rewrite %2 {
      %3:2 = apply_native_rewrite "Pair"(%0 : !pdl.value) : !pdl.operation, !pdl.value loc(#loc5)
      replace %2 with(%3#1 : !pdl.value) loc(#loc6)
    } loc(#loc4)
  } loc(#loc1)
} loc(#loc)
#loc = loc("native_rewrite_tuple.pdll":2:1)
#loc1 = loc("native_rewrite_tuple.pdll":3:1)
#loc2 = loc("native_rewrite_tuple.pdll":4:26)
#loc3 = loc("native_rewrite_tuple.pdll":4:14)
#loc4 = loc("native_rewrite_tuple.pdll":5:3)
#loc5 = loc("native_rewrite_tuple.pdll":6:13)
#loc6 = loc("native_rewrite_tuple.pdll":7:5)
