module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tensor.bitcast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tensor.bitcast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tensor.cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tensor.cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tensor.collapse_shape"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tensor.collapse_shape"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "tensor.concat"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tensor.concat"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tensor.dim"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tensor.dim"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "tensor.empty"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tensor.empty"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "tensor.expand_shape"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tensor.expand_shape"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "tensor.extract"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tensor.extract"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operands
    %3 = operands
    %4 = type
    %5 = operation "tensor.extract_slice"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "tensor.extract_slice"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "tensor.from_elements"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tensor.from_elements"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tensor.gather"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tensor.gather"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "tensor.generate"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tensor.generate"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = type
    %4 = operation "tensor.insert"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "tensor.insert"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = operands
    %4 = operands
    %5 = type
    %6 = operation "tensor.insert_slice"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "tensor.insert_slice"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operands
    %3 = type
    %4 = operation "tensor.pad"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "tensor.pad"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = operands
    %4 = operands
    %5 = operation "tensor.parallel_insert_slice"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>) 
    rewrite %5 {
      %6 = operation "tensor.parallel_insert_slice"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>) 
      replace %5 with %6
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tensor.rank"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tensor.rank"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tensor.reshape"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tensor.reshape"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "tensor.scatter"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "tensor.scatter"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "tensor.splat"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tensor.splat"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operand
    %1 = operation "tensor.yield"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "tensor.yield"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
}
