module {
  pdl.pattern @Short : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "test.x"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("short_form.pdll":2:1)
#loc1 = loc("short_form.pdll":2:24)
#loc2 = loc("short_form.pdll":2:18)
