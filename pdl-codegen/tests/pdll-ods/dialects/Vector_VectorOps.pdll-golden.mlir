module {
  pdl.pattern @P0 : benefit(0) {
    %0 = type
    %1 = operation "vector.vscale"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "vector.vscale"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "vector.bitcast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "vector.bitcast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "vector.broadcast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "vector.broadcast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operand
    %3 = operand
    %4 = operation "vector.compressstore"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value) 
    rewrite %4 {
      %5 = operation "vector.compressstore"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value) 
      replace %4 with %5
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = type
    %1 = operation "vector.constant_mask"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "vector.constant_mask"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "vector.contract"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "vector.contract"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "vector.create_mask"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "vector.create_mask"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = type
    %3 = operation "vector.deinterleave"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    %5 = results 1 of %3  -> !pdl.value
    rewrite %3 {
      %6 = operation "vector.deinterleave"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
      replace %3 with %6
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operand
    %3 = operand
    %4 = type
    %5 = operation "vector.expandload"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "vector.expandload"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "vector.extract"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "vector.extract"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "vector.extract_strided_slice"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "vector.extract_strided_slice"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "vector.fma"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "vector.fma"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "vector.from_elements"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "vector.from_elements"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = type
    %6 = operation "vector.gather"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "vector.gather"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = type
    %4 = operation "vector.insert"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "vector.insert"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "vector.insert_strided_slice"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "vector.insert_strided_slice"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "vector.interleave"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "vector.interleave"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "vector.load"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "vector.load"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = types
    %3 = operation "vector.mask"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "vector.mask"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operand
    %3 = operand
    %4 = type
    %5 = operation "vector.maskedload"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "vector.maskedload"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operand
    %3 = operand
    %4 = operation "vector.maskedstore"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value) 
    rewrite %4 {
      %5 = operation "vector.maskedstore"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value) 
      replace %4 with %5
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "vector.multi_reduction"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "vector.multi_reduction"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "vector.outerproduct"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "vector.outerproduct"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = operand
    %1 = operation "vector.print"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "vector.print"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P24 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "vector.reduction"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "vector.reduction"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P25 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "vector.scalable.extract"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "vector.scalable.extract"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P26 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "vector.scalable.insert"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "vector.scalable.insert"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P27 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = type
    %4 = operation "vector.scan"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    %6 = results 1 of %4  -> !pdl.value
    rewrite %4 {
      %7 = operation "vector.scan"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
      replace %4 with %7
    }
  }
  pdl.pattern @P28 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = type
    %6 = operation "vector.scatter"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "vector.scatter"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P29 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "vector.shape_cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "vector.shape_cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P30 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "vector.shuffle"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "vector.shuffle"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P31 : benefit(0) {
    %0 = type
    %1 = operation "vector.step"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "vector.step"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P32 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = operation "vector.store"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
    rewrite %3 {
      %4 = operation "vector.store"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %3 with %4
    }
  }
  pdl.pattern @P33 : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "vector.to_elements"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "vector.to_elements"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P34 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operand
    %3 = operand
    %4 = type
    %5 = operation "vector.transfer_read"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "vector.transfer_read"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P35 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = operand
    %4 = type
    %5 = operation "vector.transfer_write"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.value)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "vector.transfer_write"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.value)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P36 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "vector.transpose"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "vector.transpose"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P37 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "vector.type_cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "vector.type_cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P38 : benefit(0) {
    %0 = operands
    %1 = operation "vector.yield"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "vector.yield"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
