module {
  pdl.pattern @Q0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.absf"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.absf"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.absi"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.absi"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q2 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.acos"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.acos"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q3 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.acosh"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.acosh"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q4 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.asin"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.asin"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q5 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.asinh"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.asinh"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q6 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.atan2"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "math.atan2"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q7 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.atan"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.atan"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q8 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.atanh"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.atanh"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q9 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.cbrt"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.cbrt"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q10 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.ceil"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.ceil"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q11 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.clampf"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "math.clampf"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q12 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.copysign"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "math.copysign"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q13 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.cos"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.cos"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q14 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.cosh"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.cosh"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q15 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.ctlz"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.ctlz"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q16 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.cttz"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.cttz"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q17 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.ctpop"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.ctpop"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q18 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.erf"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.erf"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q19 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.erfc"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.erfc"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q20 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.exp2"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.exp2"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q21 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.expm1"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.expm1"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q22 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.exp"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.exp"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q23 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.fpowi"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "math.fpowi"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q24 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.floor"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.floor"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q25 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.fma"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "math.fma"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q26 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.ipowi"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "math.ipowi"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q27 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.isfinite"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.isfinite"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q28 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.isinf"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.isinf"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q29 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.isnan"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.isnan"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q30 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.isnormal"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.isnormal"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q31 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.log10"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.log10"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q32 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.log1p"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.log1p"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q33 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.log2"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.log2"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q34 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.log"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.log"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q35 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.powf"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "math.powf"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q36 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.roundeven"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.roundeven"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q37 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.round"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.round"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q38 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.rsqrt"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.rsqrt"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q39 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.sin"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.sin"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q40 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.sincos"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = operation "math.sincos"(%5 : !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q41 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.sinh"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.sinh"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q42 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.sqrt"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.sqrt"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q43 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.tan"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.tan"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q44 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.tanh"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.tanh"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q45 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "math.trunc"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "math.trunc"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
}
