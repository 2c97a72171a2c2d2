module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "memref.assume_alignment"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "memref.assume_alignment"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = type
    %4 = operation "memref.atomic_rmw"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "memref.atomic_rmw"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = operation "memref.atomic_yield"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "memref.atomic_yield"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "memref.copy"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "memref.copy"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "memref.distinct_objects"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "memref.distinct_objects"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "memref.generic_atomic_rmw"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "memref.generic_atomic_rmw"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "memref.load"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "memref.load"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = type
    %3 = operation "memref.alloc"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "memref.alloc"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = type
    %3 = operation "memref.alloca"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "memref.alloca"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = types
    %1 = operation "memref.alloca_scope"  -> (%0 : !pdl.range<type>)
    %2 = results 0 of %1  -> !pdl.range<value>
    rewrite %1 {
      %3 = operation "memref.alloca_scope"  -> (%0 : !pdl.range<type>)
      replace %1 with %3
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operands
    %1 = operation "memref.alloca_scope.return"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "memref.alloca_scope.return"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "memref.cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "memref.cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "memref.collapse_shape"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "memref.collapse_shape"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = operation "memref.dealloc"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "memref.dealloc"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "memref.dim"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "memref.dim"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operands
    %1 = operation "memref.dma_start"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "memref.dma_start"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operand
    %3 = operation "memref.dma_wait"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.value) 
    rewrite %3 {
      %4 = operation "memref.dma_wait"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.value) 
      replace %3 with %4
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "memref.expand_shape"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "memref.expand_shape"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "memref.extract_aligned_pointer_as_index"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "memref.extract_aligned_pointer_as_index"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = type
    %3 = types
    %4 = types
    %5 = operation "memref.extract_strided_metadata"(%0 : !pdl.value)  -> (%1, %2, %3, %4 : !pdl.type, !pdl.type, !pdl.range<type>, !pdl.range<type>)
    %6 = results 0 of %5  -> !pdl.value
    %7 = results 1 of %5  -> !pdl.value
    %8 = results 2 of %5  -> !pdl.range<value>
    %9 = results 3 of %5  -> !pdl.range<value>
    rewrite %5 {
      %10 = operation "memref.extract_strided_metadata"(%0 : !pdl.value)  -> (%1, %2, %3, %4 : !pdl.type, !pdl.type, !pdl.range<type>, !pdl.range<type>)
      replace %5 with %10
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = type
    %1 = operation "memref.get_global"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "memref.get_global"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operation "memref.global" 
    rewrite %0 {
      %1 = operation "memref.global" 
      replace %0 with %1
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "memref.memory_space_cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "memref.memory_space_cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operation "memref.prefetch"(%0, %1 : !pdl.value, !pdl.range<value>) 
    rewrite %2 {
      %3 = operation "memref.prefetch"(%0, %1 : !pdl.value, !pdl.range<value>) 
      replace %2 with %3
    }
  }
  pdl.pattern @P24 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "memref.rank"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "memref.rank"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P25 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "memref.realloc"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "memref.realloc"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P26 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operands
    %3 = operands
    %4 = type
    %5 = operation "memref.reinterpret_cast"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "memref.reinterpret_cast"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P27 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "memref.reshape"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "memref.reshape"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P28 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = operation "memref.store"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
    rewrite %3 {
      %4 = operation "memref.store"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %3 with %4
    }
  }
  pdl.pattern @P29 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "memref.transpose"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "memref.transpose"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P30 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = type
    %4 = operation "memref.view"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "memref.view"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P31 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operands
    %3 = operands
    %4 = type
    %5 = operation "memref.subview"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "memref.subview"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
}
