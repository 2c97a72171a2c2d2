module {
  pdl.pattern @BeforeIncludedPattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
  pdl.pattern @IncludedPattern : benefit(0) {
    %0 = operands loc(#loc4)
    %1 = types loc(#loc4)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc4)
    rewrite %2 {
      erase %2 loc(#loc5)
    } loc(#loc5)
  } loc(#loc3)
  pdl.pattern @AfterIncludedPattern : benefit(0) {
    %0 = operands loc(#loc7)
    %1 = types loc(#loc7)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc7)
    rewrite %2 {
      erase %2 loc(#loc8)
    } loc(#loc8)
  } loc(#loc6)
} loc(#loc)
#loc = loc("include.pdll":3:1)
#loc1 = loc("include.pdll":4:9)
#loc2 = loc("include.pdll":4:3)
#loc3 = loc("Parser/include/included.pdll":6:1)
#loc4 = loc("Parser/include/included.pdll":7:9)
#loc5 = loc("Parser/include/included.pdll":7:3)
#loc6 = loc("include.pdll":9:1)
#loc7 = loc("include.pdll":10:9)
#loc8 = loc("include.pdll":10:3)
