module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc2)
    %1 = types loc(#loc3)
    %2 = operation "test.foo"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc3)
    rewrite %2 {
      %3 = apply_native_rewrite "Make"(%0 : !pdl.value) : !pdl.range<value> loc(#loc5)
      replace %2 with(%3 : !pdl.range<value>) loc(#loc4)
    } loc(#loc4)
  } loc(#loc1)
} loc(#loc)
#loc = loc("replace_paren_range.pdll":2:1)
#loc1 = loc("replace_paren_range.pdll":3:1)
#loc2 = loc("replace_paren_range.pdll":4:27)
#loc3 = loc("replace_paren_range.pdll":4:14)
#loc4 = loc("replace_paren_range.pdll":5:3)
#loc5 = loc("replace_paren_range.pdll":5:22)
