module {
  pdl.pattern @InIncluded : benefit(0) {
    %0 = operand loc(#loc2)
    %1 = types loc(#loc3)
    %2 = operation "test.foo"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc3)
    apply_native_constraint "HasOneUse"(%2 : !pdl.operation) loc(#loc4)
    rewrite %2 {
      apply_native_rewrite "ReplaceWithBar"(%2 : !pdl.operation) loc(#loc6)
    } loc(#loc5)
  } loc(#loc1)
  pdl.pattern @AfterInclude : benefit(0) {
    %0 = operands loc(#loc8)
    %1 = types loc(#loc8)
    %2 = operation "test.baz"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc8)
    rewrite %2 {
      erase %2 loc(#loc9)
    } loc(#loc9)
  } loc(#loc7)
} loc(#loc)
#loc = loc("uses_names_before_include.pdll":2:1)
#loc1 = loc("inc/uses_before.pdll":2:1)
#loc2 = loc("inc/uses_before.pdll":3:27)
#loc3 = loc("inc/uses_before.pdll":3:14)
#loc4 = loc("inc/uses_before.pdll":4:3)
#loc5 = loc("inc/uses_before.pdll":5:3)
#loc6 = loc("inc/uses_before.pdll":6:5)
#loc7 = loc("uses_names_before_include.pdll":7:1)
#loc8 = loc("uses_names_before_include.pdll":8:9)
#loc9 = loc("uses_names_before_include.pdll":8:3)
