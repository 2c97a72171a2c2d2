module {
  pdl.pattern @Q0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.abs"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.abs"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.add"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.add"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q2 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.argmax"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.argmax"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q3 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.arithmetic_right_shift"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.arithmetic_right_shift"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q4 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.avg_pool2d"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "tosa.avg_pool2d"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q5 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.bitwise_and"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.bitwise_and"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q6 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.bitwise_not"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.bitwise_not"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q7 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.bitwise_or"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.bitwise_or"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q8 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.bitwise_xor"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.bitwise_xor"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q9 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.cast_from_block_scaled"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.cast_from_block_scaled"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q10 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.cast"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.cast"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q11 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.cast_to_block_scaled"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = operation "tosa.cast_to_block_scaled"(%5 : !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q12 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.ceil"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.ceil"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q13 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.clamp"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.clamp"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q14 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.clz"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.clz"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q15 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.concat"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.concat"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q16 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.const"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.const" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q17 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.conv2d"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "tosa.conv2d"(%4, %5, %6, %7, %8 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q18 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.conv3d"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "tosa.conv3d"(%4, %5, %6, %7, %8 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q19 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.cos"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.cos"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q20 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.custom"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.custom"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q21 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.depthwise_conv2d"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "tosa.depthwise_conv2d"(%4, %5, %6, %7, %8 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q22 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.equal"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.equal"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q23 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.erf"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.erf"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q24 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.exp"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.exp"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q26 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.floor"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.floor"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q27 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.gather"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.gather"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q28 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.greater_equal"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.greater_equal"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q29 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.greater"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.greater"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q30 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.identity"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.identity"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q31 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.cond_if"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "tosa.cond_if"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q32 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.intdiv"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.intdiv"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q33 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.log"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.log"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q34 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.logical_and"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.logical_and"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q35 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.logical_left_shift"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.logical_left_shift"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q36 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.logical_not"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.logical_not"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q37 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.logical_or"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.logical_or"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q38 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.logical_right_shift"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.logical_right_shift"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q39 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.logical_xor"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.logical_xor"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q40 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.matmul"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = operation "tosa.matmul"(%4, %5, %6, %7 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %8
    }
  }
  pdl.pattern @Q41 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.matmul_t_block_scaled"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = operation "tosa.matmul_t_block_scaled"(%4, %5, %6, %7 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %8
    }
  }
  pdl.pattern @Q42 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.max_pool2d"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.max_pool2d"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q43 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.maximum"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.maximum"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q44 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.minimum"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.minimum"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q45 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.mul"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "tosa.mul"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q46 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.negate"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "tosa.negate"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q47 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.pad"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "tosa.pad"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q48 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.pow"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.pow"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q49 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.rfft2d"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = operation "tosa.rfft2d"(%5 : !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q50 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.reciprocal"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.reciprocal"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q51 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.reduce_all"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.reduce_all"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q52 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.reduce_any"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.reduce_any"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q53 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.reduce_max"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.reduce_max"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q54 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.reduce_min"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.reduce_min"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q55 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.reduce_product"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.reduce_product"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q56 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.reduce_sum"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.reduce_sum"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q57 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.rescale"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "tosa.rescale"(%4, %5, %6, %7, %8 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q58 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.reshape"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.reshape"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q59 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.resize"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = operation "tosa.resize"(%4, %5, %6, %7 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %8
    }
  }
  pdl.pattern @Q60 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.reverse"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.reverse"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q61 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.rsqrt"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.rsqrt"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q62 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.scatter"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "tosa.scatter"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q63 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.select"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "tosa.select"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q64 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.sigmoid"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.sigmoid"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q65 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.sin"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.sin"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q66 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.slice"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "tosa.slice"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q67 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.sub"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.sub"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q68 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.table"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.table"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q69 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.tanh"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.tanh"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q70 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.tile"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tosa.tile"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q71 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.transpose_conv2d"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "tosa.transpose_conv2d"(%4, %5, %6, %7, %8 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q72 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.transpose"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.transpose"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q73 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.variable"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "tosa.variable" 
      replace %2 with %3
    }
  }
  pdl.pattern @Q74 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.variable_read"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.variable_read" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q75 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.variable_write"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "tosa.variable_write"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
  pdl.pattern @Q76 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.while_loop"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tosa.while_loop"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
}
