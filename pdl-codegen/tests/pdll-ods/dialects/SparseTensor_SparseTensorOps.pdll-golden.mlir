module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "sparse_tensor.extract_iteration_space"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "sparse_tensor.extract_iteration_space"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "sparse_tensor.extract_value"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "sparse_tensor.extract_value"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = types
    %3 = operation "sparse_tensor.iterate"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "sparse_tensor.iterate"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = type
    %3 = operation "sparse_tensor.assemble"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "sparse_tensor.assemble"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "sparse_tensor.binary"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "sparse_tensor.binary"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = types
    %3 = operation "sparse_tensor.coiterate"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "sparse_tensor.coiterate"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = operands
    %6 = type
    %7 = operation "sparse_tensor.compress"(%0, %1, %2, %3, %4, %5 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%6 : !pdl.type)
    %8 = results 0 of %7  -> !pdl.value
    rewrite %7 {
      %9 = operation "sparse_tensor.compress"(%0, %1, %2, %3, %4, %5 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%6 : !pdl.type)
      replace %7 with %9
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "sparse_tensor.concatenate"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.concatenate"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.convert"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.convert"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "sparse_tensor.crd_translate"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "sparse_tensor.crd_translate"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operand
    %3 = types
    %4 = type
    %5 = types
    %6 = type
    %7 = operation "sparse_tensor.disassemble"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.value)  -> (%3, %4, %5, %6 : !pdl.range<type>, !pdl.type, !pdl.range<type>, !pdl.type)
    %8 = results 0 of %7  -> !pdl.range<value>
    %9 = results 1 of %7  -> !pdl.value
    %10 = results 2 of %7  -> !pdl.range<value>
    %11 = results 3 of %7  -> !pdl.value
    rewrite %7 {
      %12 = operation "sparse_tensor.disassemble"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.value)  -> (%3, %4, %5, %6 : !pdl.range<type>, !pdl.type, !pdl.range<type>, !pdl.type)
      replace %7 with %12
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = type
    %3 = type
    %4 = type
    %5 = operation "sparse_tensor.expand"(%0 : !pdl.value)  -> (%1, %2, %3, %4 : !pdl.type, !pdl.type, !pdl.type, !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    %7 = results 1 of %5  -> !pdl.value
    %8 = results 2 of %5  -> !pdl.value
    %9 = results 3 of %5  -> !pdl.value
    rewrite %5 {
      %10 = operation "sparse_tensor.expand"(%0 : !pdl.value)  -> (%1, %2, %3, %4 : !pdl.type, !pdl.type, !pdl.type, !pdl.type)
      replace %5 with %10
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = types
    %3 = operation "sparse_tensor.foreach"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "sparse_tensor.foreach"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.storage_specifier.get"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.storage_specifier.get"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = type
    %1 = operation "sparse_tensor.has_runtime_library"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "sparse_tensor.has_runtime_library"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.load"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.load"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "sparse_tensor.lvl"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "sparse_tensor.lvl"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.new"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.new"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.number_of_entries"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.number_of_entries"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "sparse_tensor.out"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "sparse_tensor.out"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operand
    %1 = operation "sparse_tensor.print"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "sparse_tensor.print"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = type
    %6 = operation "sparse_tensor.push_back"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    %8 = results 1 of %6  -> !pdl.value
    rewrite %6 {
      %9 = operation "sparse_tensor.push_back"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
      replace %6 with %9
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "sparse_tensor.reduce"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "sparse_tensor.reduce"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.reinterpret_map"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.reinterpret_map"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P24 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.reorder_coo"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.reorder_coo"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P25 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.select"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.select"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P26 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "sparse_tensor.storage_specifier.set"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "sparse_tensor.storage_specifier.set"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P27 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = operation "sparse_tensor.sort"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
    rewrite %3 {
      %4 = operation "sparse_tensor.sort"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %3 with %4
    }
  }
  pdl.pattern @P28 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.storage_specifier.init"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.storage_specifier.init"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P29 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.coordinates_buffer"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.coordinates_buffer"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P30 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.coordinates"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.coordinates"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P31 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.positions"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.positions"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P32 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.slice.offset"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.slice.offset"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P33 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.slice.stride"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.slice.stride"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P34 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.values"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.values"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P35 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "sparse_tensor.unary"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "sparse_tensor.unary"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P36 : benefit(0) {
    %0 = operands
    %1 = operation "sparse_tensor.yield"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "sparse_tensor.yield"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
