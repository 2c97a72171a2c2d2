module {
  pdl.pattern @VarWithNoNameOpConstraint : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
  pdl.pattern @VarWithNamedOpConstraint : benefit(0) {
    %0 = operands loc(#loc4)
    %1 = types loc(#loc4)
    %2 = operation "test.op"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc4)
    rewrite %2 {
      erase %2 loc(#loc5)
    } loc(#loc5)
  } loc(#loc3)
} loc(#loc)
#loc = loc("decl.pdll":73:1)
#loc1 = loc("decl.pdll":73:44)
#loc2 = loc("decl.pdll":73:38)
#loc3 = loc("decl.pdll":79:1)
#loc4 = loc("decl.pdll":79:43)
#loc5 = loc("decl.pdll":79:37)
