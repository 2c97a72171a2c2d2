module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "transform.alternatives"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "transform.alternatives"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "transform.annotate"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "transform.annotate"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operation "transform.apply_patterns.canonicalization" 
    rewrite %0 {
      %1 = operation "transform.apply_patterns.canonicalization" 
      replace %0 with %1
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = operation "transform.apply_cse"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "transform.apply_cse"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = operation "transform.apply_conversion_patterns"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "transform.apply_conversion_patterns"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operation "transform.apply_dce"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "transform.apply_dce"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operation "transform.apply_licm"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "transform.apply_licm"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operand
    %1 = operation "transform.apply_patterns"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "transform.apply_patterns"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "transform.apply_registered_pass"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "transform.apply_registered_pass"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operation "transform.apply_conversion_patterns.dialect_to_llvm" 
    rewrite %0 {
      %1 = operation "transform.apply_conversion_patterns.dialect_to_llvm" 
      replace %0 with %1
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "transform.cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "transform.cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "transform.collect_matching"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "transform.collect_matching"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = types
    %4 = operation "transform.foreach_match"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2, %3 : !pdl.type, !pdl.range<type>)
    %5 = results 0 of %4  -> !pdl.value
    %6 = results 1 of %4  -> !pdl.range<value>
    rewrite %4 {
      %7 = operation "transform.foreach_match"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2, %3 : !pdl.type, !pdl.range<type>)
      replace %4 with %7
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "transform.foreach"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "transform.foreach"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "transform.get_consumers_of_result"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "transform.get_consumers_of_result"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "transform.get_defining_op"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "transform.get_defining_op"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "transform.get_operand"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "transform.get_operand"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "transform.get_parent_op"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "transform.get_parent_op"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "transform.get_producer_of_operand"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "transform.get_producer_of_operand"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "transform.get_result"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "transform.get_result"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "transform.get_type"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "transform.get_type"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "transform.include"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "transform.include"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operand
    %1 = operation "transform.match.operation_empty"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "transform.match.operation_empty"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = operand
    %1 = operation "transform.match.operation_name"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "transform.match.operation_name"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P24 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "transform.match.param.cmpi"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "transform.match.param.cmpi"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @P25 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "transform.merge_handles"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "transform.merge_handles"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P26 : benefit(0) {
    %0 = operation "transform.named_sequence" 
    rewrite %0 {
      %1 = operation "transform.named_sequence" 
      replace %0 with %1
    }
  }
  pdl.pattern @P27 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "transform.num_associations"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "transform.num_associations"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P28 : benefit(0) {
    %0 = type
    %1 = operation "transform.param.constant"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "transform.param.constant"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P29 : benefit(0) {
    %0 = operand
    %1 = operation "transform.print"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "transform.print"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P30 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = types
    %3 = operation "transform.replicate"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "transform.replicate"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P31 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "transform.select"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "transform.select"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P32 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = types
    %3 = operation "transform.sequence"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "transform.sequence"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P33 : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "transform.split_handle"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "transform.split_handle"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P34 : benefit(0) {
    %0 = operand
    %1 = operation "transform.verify"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "transform.verify"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P35 : benefit(0) {
    %0 = operands
    %1 = operation "transform.yield"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "transform.yield"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
