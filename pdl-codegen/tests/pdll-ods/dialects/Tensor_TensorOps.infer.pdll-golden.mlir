module {
  pdl.pattern @Q0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.bitcast"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tensor.bitcast"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.cast"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tensor.cast"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q2 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.collapse_shape"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tensor.collapse_shape"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q3 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.concat"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tensor.concat"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q4 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.dim"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tensor.dim"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q5 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.empty"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tensor.empty"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q6 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.expand_shape"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "tensor.expand_shape"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q7 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.extract"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "tensor.extract"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q8 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.extract_slice"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = results of %2 
      %7 = results of %2 
      %8 = operation "tensor.extract_slice"(%4, %5, %6, %7 : !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>) 
      replace %2 with %8
    }
  }
  pdl.pattern @Q9 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.from_elements"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tensor.from_elements"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q10 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.gather"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tensor.gather"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q11 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.generate"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tensor.generate"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q12 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.insert"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = results of %2 
      %7 = operation "tensor.insert"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q13 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.insert_slice"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = results of %2 
      %7 = results of %2 
      %8 = results of %2 
      %9 = operation "tensor.insert_slice"(%4, %5, %6, %7, %8 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q14 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.pad"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = results of %2 
      %7 = operation "tensor.pad"(%4, %5, %6 : !pdl.value, !pdl.range<value>, !pdl.range<value>) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q16 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.rank"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "tensor.rank"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q17 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.reshape"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "tensor.reshape"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q18 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.scatter"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "tensor.scatter"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q19 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.splat"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "tensor.splat"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q20 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.yield"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "tensor.yield"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
}
