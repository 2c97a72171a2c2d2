module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "test.in"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    %3 = results of %2  loc(#loc2)
    %4 = types loc(#loc3)
    %5 = operation "test.op"(%3 : !pdl.range<value>)  -> (%4 : !pdl.range<type>) loc(#loc3)
    rewrite %5 {
      erase %5 loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("op_as_operand.pdll":2:1)
#loc1 = loc("op_as_operand.pdll":3:15)
#loc2 = loc("op_as_operand.pdll":4:26)
#loc3 = loc("op_as_operand.pdll":4:14)
#loc4 = loc("op_as_operand.pdll":5:3)
