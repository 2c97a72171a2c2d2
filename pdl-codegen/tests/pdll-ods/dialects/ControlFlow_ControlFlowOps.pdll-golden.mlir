module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operation "cf.assert"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "cf.assert"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operands
    %1 = operation "cf.br"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "cf.br"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operands
    %3 = operation "cf.cond_br"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.range<value>) 
    rewrite %3 {
      %4 = operation "cf.cond_br"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.range<value>) 
      replace %3 with %4
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operands
    %3 = operation "cf.switch"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.range<value>) 
    rewrite %3 {
      %4 = operation "cf.switch"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.range<value>) 
      replace %3 with %4
    }
  }
}
