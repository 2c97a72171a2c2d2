module {
  pdl.pattern @AttrExpr : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = attribute = 10 : i64 loc(#loc2)
    %2 = types loc(#loc1)
    %3 = operation(%0 : !pdl.range<value>)  {"attr" = %1} -> (%2 : !pdl.range<type>) loc(#loc1)
    rewrite %3 {
      erase %3 loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr.pdll":10:1)
#loc1 = loc("expr.pdll":10:27)
#loc2 = loc("expr.pdll":10:41)
#loc3 = loc("expr.pdll":10:21)
