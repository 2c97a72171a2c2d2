module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = attribute = unit loc(#loc2)
    %2 = types loc(#loc1)
    %3 = operation "test.op"(%0 : !pdl.range<value>)  {"flag" = %1} -> (%2 : !pdl.range<type>) loc(#loc1)
    rewrite %3 {
      erase %3 loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("unit_attr.pdll":2:1)
#loc1 = loc("unit_attr.pdll":3:14)
#loc2 = loc("unit_attr.pdll":3:27)
#loc3 = loc("unit_attr.pdll":4:3)
