module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.abs"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.abs"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.add"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.add"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.and"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.and"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operands
    %1 = operation "wasmssa.block"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "wasmssa.block"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operands
    %1 = operation "wasmssa.block_return"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "wasmssa.block_return"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operation "wasmssa.branch_if"(%0, %1 : !pdl.value, !pdl.range<value>) 
    rewrite %2 {
      %3 = operation "wasmssa.branch_if"(%0, %1 : !pdl.value, !pdl.range<value>) 
      replace %2 with %3
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.ceil"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.ceil"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.clz"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.clz"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = type
    %1 = operation "wasmssa.const"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "wasmssa.const"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.convert_s"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.convert_s"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.convert_u"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.convert_u"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.copysign"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.copysign"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.ctz"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.ctz"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.demote"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.demote"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.div"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.div"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.div_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.div_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.div_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.div_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.eq"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.eq"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.eqz"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.eqz"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.extend"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.extend"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.extend_i32_s"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.extend_i32_s"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.extend_i32_u"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.extend_i32_u"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.floor"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.floor"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "wasmssa.call"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "wasmssa.call"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P24 : benefit(0) {
    %0 = operation "wasmssa.import_func" 
    rewrite %0 {
      %1 = operation "wasmssa.import_func" 
      replace %0 with %1
    }
  }
  pdl.pattern @P25 : benefit(0) {
    %0 = operation "wasmssa.func" 
    rewrite %0 {
      %1 = operation "wasmssa.func" 
      replace %0 with %1
    }
  }
  pdl.pattern @P26 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.ge"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.ge"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P27 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.ge_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.ge_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P28 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.ge_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.ge_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P29 : benefit(0) {
    %0 = type
    %1 = operation "wasmssa.global_get"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "wasmssa.global_get"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P30 : benefit(0) {
    %0 = operation "wasmssa.import_global" 
    rewrite %0 {
      %1 = operation "wasmssa.import_global" 
      replace %0 with %1
    }
  }
  pdl.pattern @P31 : benefit(0) {
    %0 = operation "wasmssa.global" 
    rewrite %0 {
      %1 = operation "wasmssa.global" 
      replace %0 with %1
    }
  }
  pdl.pattern @P32 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.gt"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.gt"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P33 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.gt_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.gt_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P34 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.gt_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.gt_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P35 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operation "wasmssa.if"(%0, %1 : !pdl.value, !pdl.range<value>) 
    rewrite %2 {
      %3 = operation "wasmssa.if"(%0, %1 : !pdl.value, !pdl.range<value>) 
      replace %2 with %3
    }
  }
  pdl.pattern @P36 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.le"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.le"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P37 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.le_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.le_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P38 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.le_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.le_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P39 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.local_get"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.local_get"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P40 : benefit(0) {
    %0 = type
    %1 = operation "wasmssa.local"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "wasmssa.local"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P41 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "wasmssa.local_set"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "wasmssa.local_set"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @P42 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.local_tee"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.local_tee"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P43 : benefit(0) {
    %0 = operands
    %1 = operation "wasmssa.loop"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "wasmssa.loop"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P44 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.lt"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.lt"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P45 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.lt_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.lt_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P46 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.lt_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.lt_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P47 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.max"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.max"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P48 : benefit(0) {
    %0 = operation "wasmssa.import_mem" 
    rewrite %0 {
      %1 = operation "wasmssa.import_mem" 
      replace %0 with %1
    }
  }
  pdl.pattern @P49 : benefit(0) {
    %0 = operation "wasmssa.memory" 
    rewrite %0 {
      %1 = operation "wasmssa.memory" 
      replace %0 with %1
    }
  }
  pdl.pattern @P50 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.min"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.min"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P51 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.mul"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.mul"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P52 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.ne"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.ne"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P53 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.neg"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.neg"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P54 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.or"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.or"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P55 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.popcnt"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.popcnt"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P56 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.promote"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.promote"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P57 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.reinterpret"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.reinterpret"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P58 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.rem_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.rem_si"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P59 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.rem_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.rem_ui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P60 : benefit(0) {
    %0 = operands
    %1 = operation "wasmssa.return"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "wasmssa.return"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P61 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.rotl"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.rotl"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P62 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.rotr"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.rotr"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P63 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.shl"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.shl"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P64 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.shr_s"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.shr_s"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P65 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.shr_u"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.shr_u"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P66 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.sqrt"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.sqrt"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P67 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.sub"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.sub"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P68 : benefit(0) {
    %0 = operation "wasmssa.import_table" 
    rewrite %0 {
      %1 = operation "wasmssa.import_table" 
      replace %0 with %1
    }
  }
  pdl.pattern @P69 : benefit(0) {
    %0 = operation "wasmssa.table" 
    rewrite %0 {
      %1 = operation "wasmssa.table" 
      replace %0 with %1
    }
  }
  pdl.pattern @P70 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.trunc"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.trunc"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P71 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "wasmssa.wrap"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "wasmssa.wrap"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P72 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "wasmssa.xor"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "wasmssa.xor"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
}
