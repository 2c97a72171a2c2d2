module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "shape.add"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shape.add"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "shape.any"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.any"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "shape.assuming_all"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.assuming_all"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "shape.assuming"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "shape.assuming"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operands
    %1 = operation "shape.assuming_yield"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "shape.assuming_yield"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "shape.broadcast"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.broadcast"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "shape.concat"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shape.concat"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = type
    %1 = operation "shape.const_shape"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "shape.const_shape"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = type
    %1 = operation "shape.const_size"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "shape.const_size"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = type
    %1 = operation "shape.const_witness"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "shape.const_witness"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "shape.cstr_broadcastable"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.cstr_broadcastable"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "shape.cstr_eq"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.cstr_eq"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shape.cstr_require"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.cstr_require"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shape.debug_print"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.debug_print"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "shape.dim"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shape.dim"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "shape.div"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shape.div"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shape.from_extent_tensor"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.from_extent_tensor"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "shape.from_extents"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.from_extents"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operation "shape.func" 
    rewrite %0 {
      %1 = operation "shape.func" 
      replace %0 with %1
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operation "shape.function_library" 
    rewrite %0 {
      %1 = operation "shape.function_library" 
      replace %0 with %1
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "shape.get_extent"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shape.get_extent"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shape.index_to_size"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.index_to_size"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "shape.is_broadcastable"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.is_broadcastable"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "shape.max"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shape.max"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P24 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "shape.meet"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shape.meet"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P25 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "shape.min"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shape.min"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P26 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "shape.mul"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shape.mul"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P27 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shape.num_elements"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.num_elements"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P28 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shape.rank"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.rank"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P29 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = types
    %3 = operation "shape.reduce"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "shape.reduce"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P30 : benefit(0) {
    %0 = operands
    %1 = operation "shape.return"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "shape.return"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P31 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "shape.shape_eq"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.shape_eq"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P32 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shape.shape_of"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.shape_of"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P33 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shape.size_to_index"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.size_to_index"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P34 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = type
    %4 = operation "shape.split_at"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    %6 = results 1 of %4  -> !pdl.value
    rewrite %4 {
      %7 = operation "shape.split_at"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
      replace %4 with %7
    }
  }
  pdl.pattern @P35 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shape.to_extent_tensor"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.to_extent_tensor"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P36 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shape.value_as_shape"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.value_as_shape"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P37 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shape.value_of"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shape.value_of"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P38 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "shape.with_shape"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shape.with_shape"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P39 : benefit(0) {
    %0 = operands
    %1 = operation "shape.yield"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "shape.yield"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
