module {
  pdl.pattern : benefit(0) {
    %0 = type : i32 loc(#loc1)
    %1 = attribute : %0 loc(#loc2)
    %2 = operands loc(#loc3)
    %3 = types loc(#loc3)
    %4 = operation "test.op"(%2 : !pdl.range<value>)  {"a" = %1} -> (%3 : !pdl.range<type>) loc(#loc3)
    rewrite %4 {
      erase %4 loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("attr_typed.pdll":2:1)
#loc1 = loc("attr_typed.pdll":3:11)
#loc2 = loc("attr_typed.pdll":4:7)
#loc3 = loc("attr_typed.pdll":5:14)
#loc4 = loc("attr_typed.pdll":6:3)
