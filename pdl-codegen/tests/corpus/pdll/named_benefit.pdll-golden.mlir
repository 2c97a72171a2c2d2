module {
  pdl.pattern @ReplaceOp : benefit(2) {
    %0 = type loc(#loc1)
    %1 = operand loc(#loc2)
    %2 = operation "test.op"(%1 : !pdl.value)  -> (%0 : !pdl.type) loc(#loc3)
    rewrite %2 {
      %3 = operation "test.success"(%1 : !pdl.value)  -> (%0 : !pdl.type) loc(#loc5)
      replace %2 with %3 loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("named_benefit.pdll":2:1)
#loc1 = loc("named_benefit.pdll":3:7)
#loc2 = loc("named_benefit.pdll":4:26)
#loc3 = loc("named_benefit.pdll":4:14)
#loc4 = loc("named_benefit.pdll":5:3)
#loc5 = loc("named_benefit.pdll":5:21)
