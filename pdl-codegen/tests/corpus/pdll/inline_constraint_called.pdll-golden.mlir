module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc2)
    %1 = types loc(#loc3)
    %2 = operation "test.b"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc3)
    apply_native_constraint "Native"(%0 : !pdl.value) loc(#loc4)
    rewrite %2 {
      erase %2 loc(#loc5)
    } loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("inline_constraint_called.pdll":1:1)
#loc1 = loc("inline_constraint_called.pdll":2:1)
#loc2 = loc("inline_constraint_called.pdll":3:25)
#loc3 = loc("inline_constraint_called.pdll":3:14)
#loc4 = loc("inline_constraint_called.pdll":4:26)
#loc5 = loc("inline_constraint_called.pdll":5:3)
