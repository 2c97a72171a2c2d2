module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc1)
    %1 = types loc(#loc2)
    %2 = operation "test.foo"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      %3 = operation "test.bar"(%0 : !pdl.value)  loc(#loc4)
      replace %2 with %3 loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("replace_paren_op.pdll":3:1)
#loc1 = loc("replace_paren_op.pdll":4:27)
#loc2 = loc("replace_paren_op.pdll":4:14)
#loc3 = loc("replace_paren_op.pdll":5:3)
#loc4 = loc("replace_paren_op.pdll":5:22)
