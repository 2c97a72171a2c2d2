module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operation "scf.condition"(%0, %1 : !pdl.value, !pdl.range<value>) 
    rewrite %2 {
      %3 = operation "scf.condition"(%0, %1 : !pdl.value, !pdl.range<value>) 
      replace %2 with %3
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = types
    %1 = operation "scf.execute_region"  -> (%0 : !pdl.range<type>)
    %2 = results 0 of %1  -> !pdl.range<value>
    rewrite %1 {
      %3 = operation "scf.execute_region"  -> (%0 : !pdl.range<type>)
      replace %1 with %3
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operands
    %4 = types
    %5 = operation "scf.for"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%4 : !pdl.range<type>)
    %6 = results 0 of %5  -> !pdl.range<value>
    rewrite %5 {
      %7 = operation "scf.for"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%4 : !pdl.range<type>)
      replace %5 with %7
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = operands
    %3 = operands
    %4 = types
    %5 = operation "scf.forall"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.range<type>)
    %6 = results 0 of %5  -> !pdl.range<value>
    rewrite %5 {
      %7 = operation "scf.forall"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.range<type>)
      replace %5 with %7
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "scf.if"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "scf.if"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operation "scf.forall.in_parallel" 
    rewrite %0 {
      %1 = operation "scf.forall.in_parallel" 
      replace %0 with %1
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "scf.index_switch"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "scf.index_switch"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = operands
    %3 = operands
    %4 = types
    %5 = operation "scf.parallel"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.range<type>)
    %6 = results 0 of %5  -> !pdl.range<value>
    rewrite %5 {
      %7 = operation "scf.parallel"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.range<type>)
      replace %5 with %7
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operands
    %1 = operation "scf.reduce"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "scf.reduce"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = operation "scf.reduce.return"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "scf.reduce.return"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "scf.while"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "scf.while"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operands
    %1 = operation "scf.yield"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "scf.yield"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
