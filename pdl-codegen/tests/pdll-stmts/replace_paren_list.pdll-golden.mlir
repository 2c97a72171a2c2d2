module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc1)
    %1 = types loc(#loc2)
    %2 = operation "test.foo"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      %3 = operation "test.bar"(%0 : !pdl.value)  loc(#loc4)
      %4 = results of %3  loc(#loc4)
      replace %2 with(%4, %0 : !pdl.range<value>, !pdl.value) loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("replace_paren_list.pdll":2:1)
#loc1 = loc("replace_paren_list.pdll":3:27)
#loc2 = loc("replace_paren_list.pdll":3:14)
#loc3 = loc("replace_paren_list.pdll":4:3)
#loc4 = loc("replace_paren_list.pdll":4:22)
