module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operation "ml_program.func" 
    rewrite %0 {
      %1 = operation "ml_program.func" 
      replace %0 with %1
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = type
    %1 = operation "ml_program.global_load_const"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "ml_program.global_load_const"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = type
    %3 = operation "ml_program.global_load_graph"(%0 : !pdl.range<value>)  -> (%1, %2 : !pdl.type, !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    %5 = results 1 of %3  -> !pdl.value
    rewrite %3 {
      %6 = operation "ml_program.global_load_graph"(%0 : !pdl.range<value>)  -> (%1, %2 : !pdl.type, !pdl.type)
      replace %3 with %6
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = type
    %1 = operation "ml_program.global_load"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "ml_program.global_load"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operation "ml_program.global" 
    rewrite %0 {
      %1 = operation "ml_program.global" 
      replace %0 with %1
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "ml_program.global_store_graph"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "ml_program.global_store_graph"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operation "ml_program.global_store"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "ml_program.global_store"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operands
    %1 = operation "ml_program.output"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "ml_program.output"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operands
    %1 = operation "ml_program.return"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "ml_program.return"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operation "ml_program.subgraph" 
    rewrite %0 {
      %1 = operation "ml_program.subgraph" 
      replace %0 with %1
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = type
    %1 = operation "ml_program.token"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "ml_program.token"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
}
