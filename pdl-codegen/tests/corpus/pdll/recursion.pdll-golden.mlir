module {
  pdl.pattern @Rec : benefit(1) {
    %0 = operand loc(#loc1)
    %1 = types loc(#loc2)
    %2 = operation "test.a"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      replace %2 with(%0 : !pdl.value) loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("recursion.pdll":2:1)
#loc1 = loc("recursion.pdll":3:25)
#loc2 = loc("recursion.pdll":3:14)
#loc3 = loc("recursion.pdll":4:3)
