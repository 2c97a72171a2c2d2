module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = types
    %3 = operation "linalg.batch_matmul"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "linalg.batch_matmul"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = types
    %3 = operation "linalg.batch_reduce_matmul"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "linalg.batch_reduce_matmul"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = types
    %3 = operation "linalg.broadcast"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "linalg.broadcast"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = types
    %3 = operation "linalg.contract"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "linalg.contract"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = types
    %3 = operation "linalg.elementwise"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "linalg.elementwise"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = types
    %3 = operation "linalg.generic"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "linalg.generic"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = types
    %3 = operation "linalg.map"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "linalg.map"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = types
    %3 = operation "linalg.matmul"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "linalg.matmul"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = types
    %3 = operation "linalg.reduce"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "linalg.reduce"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = types
    %3 = operation "linalg.transpose"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "linalg.transpose"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
}
