module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc2)
    %1 = types loc(#loc3)
    %2 = operation "test.op"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc3)
    apply_native_constraint "IsFoo"(%2 : !pdl.operation) loc(#loc4)
    rewrite %2 {
      %3 = apply_native_rewrite "MakeBar"(%0 : !pdl.value) : !pdl.operation loc(#loc6)
      replace %2 with %3 loc(#loc5)
    } loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("include_file.pdll":2:1)
#loc1 = loc("include_file.pdll":3:1)
#loc2 = loc("include_file.pdll":4:26)
#loc3 = loc("include_file.pdll":4:14)
#loc4 = loc("include_file.pdll":5:3)
#loc5 = loc("include_file.pdll":6:3)
#loc6 = loc("include_file.pdll":6:21)
