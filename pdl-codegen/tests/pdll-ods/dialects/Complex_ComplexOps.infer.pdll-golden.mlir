module {
  pdl.pattern @Q0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.abs"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.abs"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.add"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "complex.add"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q2 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.angle"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.angle"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q3 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.atan2"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "complex.atan2"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q4 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.bitcast"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.bitcast"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q5 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.conj"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.conj"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q6 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.constant"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "complex.constant" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q7 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.cos"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.cos"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q8 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.create"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "complex.create"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q9 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.div"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "complex.div"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q10 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.eq"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "complex.eq"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q11 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.exp"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.exp"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q12 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.expm1"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.expm1"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q13 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.im"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.im"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q14 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.log1p"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.log1p"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q15 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.log"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.log"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q16 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.mul"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "complex.mul"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q17 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.neg"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.neg"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q18 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.neq"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "complex.neq"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q19 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.pow"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "complex.pow"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q20 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.powi"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "complex.powi"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q21 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.re"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.re"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q22 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.rsqrt"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.rsqrt"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q23 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.sign"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.sign"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q24 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.sin"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.sin"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q25 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.sqrt"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.sqrt"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q26 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.sub"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "complex.sub"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q27 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.tan"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.tan"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q28 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "complex.tanh"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "complex.tanh"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
}
