module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "test.in"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    %3 = results of %2  loc(#loc2)
    %4 = types loc(#loc3)
    %5 = operation "test.op"(%3 : !pdl.range<value>)  -> (%4 : !pdl.range<type>) loc(#loc3)
    rewrite %5 {
      replace %5 with %2 loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("replace_op_value.pdll":2:1)
#loc1 = loc("replace_op_value.pdll":3:15)
#loc2 = loc("replace_op_value.pdll":4:26)
#loc3 = loc("replace_op_value.pdll":4:14)
#loc4 = loc("replace_op_value.pdll":5:3)
