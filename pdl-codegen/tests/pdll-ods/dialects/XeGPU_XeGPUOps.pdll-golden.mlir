module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operation "xegpu.alloc_nbarrier" 
    rewrite %0 {
      %1 = operation "xegpu.alloc_nbarrier" 
      replace %0 with %1
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "xegpu.atomic_rmw"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "xegpu.atomic_rmw"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "xegpu.convert_layout"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "xegpu.convert_layout"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "xegpu.create_tdesc"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "xegpu.create_tdesc"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "xegpu.create_mem_desc"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "xegpu.create_mem_desc"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operands
    %3 = operands
    %4 = type
    %5 = operation "xegpu.create_nd_tdesc"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "xegpu.create_nd_tdesc"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "xegpu.dpas"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "xegpu.dpas"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operation "xegpu.fence" 
    rewrite %0 {
      %1 = operation "xegpu.fence" 
      replace %0 with %1
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "xegpu.init_nbarrier"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "xegpu.init_nbarrier"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "xegpu.load"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "xegpu.load"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "xegpu.load_matrix"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "xegpu.load_matrix"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "xegpu.load_nd"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "xegpu.load_nd"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = operation "xegpu.nbarrier_arrive"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "xegpu.nbarrier_arrive"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = operation "xegpu.nbarrier_wait"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "xegpu.nbarrier_wait"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operation "xegpu.prefetch_nd"(%0, %1 : !pdl.value, !pdl.range<value>) 
    rewrite %2 {
      %3 = operation "xegpu.prefetch_nd"(%0, %1 : !pdl.value, !pdl.range<value>) 
      replace %2 with %3
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "xegpu.prefetch"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "xegpu.prefetch"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = operation "xegpu.store_matrix"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
    rewrite %3 {
      %4 = operation "xegpu.store_matrix"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %3 with %4
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = operation "xegpu.store_nd"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
    rewrite %3 {
      %4 = operation "xegpu.store_nd"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %3 with %4
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operation "xegpu.store"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
    rewrite %4 {
      %5 = operation "xegpu.store"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %4 with %5
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "xegpu.update_nd_offset"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "xegpu.update_nd_offset"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "xegpu.update_offset"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "xegpu.update_offset"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
}
