module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "pdl_interp.apply_constraint"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "pdl_interp.apply_constraint"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "pdl_interp.apply_rewrite"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "pdl_interp.apply_rewrite"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "pdl_interp.are_equal"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "pdl_interp.are_equal"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operation "pdl_interp.branch" 
    rewrite %0 {
      %1 = operation "pdl_interp.branch" 
      replace %0 with %1
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.check_attribute"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.check_attribute"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.check_operand_count"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.check_operand_count"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.check_operation_name"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.check_operation_name"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.check_result_count"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.check_result_count"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.check_type"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.check_type"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.check_types"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.check_types"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operation "pdl_interp.continue" 
    rewrite %0 {
      %1 = operation "pdl_interp.continue" 
      replace %0 with %1
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = type
    %1 = operation "pdl_interp.create_attribute"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "pdl_interp.create_attribute"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = operands
    %3 = type
    %4 = operation "pdl_interp.create_operation"(%0, %1, %2 : !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "pdl_interp.create_operation"(%0, %1, %2 : !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "pdl_interp.create_range"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl_interp.create_range"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = type
    %1 = operation "pdl_interp.create_type"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "pdl_interp.create_type"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = type
    %1 = operation "pdl_interp.create_types"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "pdl_interp.create_types"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.erase"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.erase"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl_interp.extract"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl_interp.extract"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operation "pdl_interp.finalize" 
    rewrite %0 {
      %1 = operation "pdl_interp.finalize" 
      replace %0 with %1
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.foreach"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.foreach"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operation "pdl_interp.func" 
    rewrite %0 {
      %1 = operation "pdl_interp.func" 
      replace %0 with %1
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl_interp.get_attribute"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl_interp.get_attribute"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl_interp.get_attribute_type"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl_interp.get_attribute_type"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl_interp.get_defining_op"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl_interp.get_defining_op"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P24 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl_interp.get_operand"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl_interp.get_operand"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P25 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl_interp.get_operands"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl_interp.get_operands"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P26 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl_interp.get_result"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl_interp.get_result"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P27 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl_interp.get_results"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl_interp.get_results"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P28 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl_interp.get_users"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl_interp.get_users"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P29 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl_interp.get_value_type"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl_interp.get_value_type"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P30 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.is_not_null"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.is_not_null"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P31 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = operation "pdl_interp.record_match"(%0, %1 : !pdl.range<value>, !pdl.range<value>) 
    rewrite %2 {
      %3 = operation "pdl_interp.record_match"(%0, %1 : !pdl.range<value>, !pdl.range<value>) 
      replace %2 with %3
    }
  }
  pdl.pattern @P32 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operation "pdl_interp.replace"(%0, %1 : !pdl.value, !pdl.range<value>) 
    rewrite %2 {
      %3 = operation "pdl_interp.replace"(%0, %1 : !pdl.value, !pdl.range<value>) 
      replace %2 with %3
    }
  }
  pdl.pattern @P33 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.switch_attribute"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.switch_attribute"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P34 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.switch_operand_count"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.switch_operand_count"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P35 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.switch_operation_name"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.switch_operation_name"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P36 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.switch_result_count"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.switch_result_count"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P37 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.switch_type"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.switch_type"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P38 : benefit(0) {
    %0 = operand
    %1 = operation "pdl_interp.switch_types"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl_interp.switch_types"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
}
