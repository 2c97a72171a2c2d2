module {
  pdl.pattern @TestExternalCall : benefit(0) {
    %0 = operands loc(#loc2)
    %1 = types loc(#loc2)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      %3 = apply_native_rewrite "TestRewrite"(%2 : !pdl.operation) : !pdl.range<value> loc(#loc4)
      replace %2 with(%3 : !pdl.range<value>) loc(#loc3)
    } loc(#loc3)
  } loc(#loc1)
} loc(#loc)
#loc = loc("expr.pdll":34:1)
#loc1 = loc("expr.pdll":35:1)
#loc2 = loc("expr.pdll":35:37)
#loc3 = loc("expr.pdll":35:29)
#loc4 = loc("expr.pdll":35:51)
