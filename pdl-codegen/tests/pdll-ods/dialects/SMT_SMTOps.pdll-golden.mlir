module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "smt.and"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "smt.and"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "smt.apply_func"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "smt.apply_func"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = operation "smt.assert"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "smt.assert"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = type
    %1 = operation "smt.constant"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "smt.constant"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = types
    %1 = operation "smt.check"  -> (%0 : !pdl.range<type>)
    %2 = results 0 of %1  -> !pdl.range<value>
    rewrite %1 {
      %3 = operation "smt.check"  -> (%0 : !pdl.range<type>)
      replace %1 with %3
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = type
    %1 = operation "smt.declare_fun"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "smt.declare_fun"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "smt.distinct"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "smt.distinct"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "smt.eq"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "smt.eq"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = type
    %1 = operation "smt.exists"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "smt.exists"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = type
    %1 = operation "smt.forall"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "smt.forall"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "smt.implies"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "smt.implies"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "smt.ite"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "smt.ite"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "smt.not"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "smt.not"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "smt.or"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "smt.or"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operation "smt.pop" 
    rewrite %0 {
      %1 = operation "smt.pop" 
      replace %0 with %1
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operation "smt.push" 
    rewrite %0 {
      %1 = operation "smt.push" 
      replace %0 with %1
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operation "smt.reset" 
    rewrite %0 {
      %1 = operation "smt.reset" 
      replace %0 with %1
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operation "smt.set_logic" 
    rewrite %0 {
      %1 = operation "smt.set_logic" 
      replace %0 with %1
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "smt.solver"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "smt.solver"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "smt.xor"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "smt.xor"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operands
    %1 = operation "smt.yield"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "smt.yield"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
