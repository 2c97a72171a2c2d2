module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc2)
    %1 = types loc(#loc3)
    %2 = operation "test.op"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc3)
    rewrite %2 {
      %3 = apply_native_rewrite "MakeBar"(%0 : !pdl.value) : !pdl.operation loc(#loc5)
      replace %2 with %3 loc(#loc6)
    } loc(#loc4)
  } loc(#loc1)
} loc(#loc)
#loc = loc("lambda_rewrite_call.pdll":2:1)
#loc1 = loc("lambda_rewrite_call.pdll":3:1)
#loc2 = loc("lambda_rewrite_call.pdll":4:26)
#loc3 = loc("lambda_rewrite_call.pdll":4:14)
#loc4 = loc("lambda_rewrite_call.pdll":5:3)
#loc5 = loc("lambda_rewrite_call.pdll":6:56)
#loc6 = loc("lambda_rewrite_call.pdll":6:5)
