module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      %3 = operation "test.unknown_inferred_result_op"  loc(#loc3)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr-failure.pdll":340:1)
#loc1 = loc("expr-failure.pdll":347:11)
#loc2 = loc("expr-failure.pdll":347:3)
#loc3 = loc("expr-failure.pdll":348:5)
