"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 0 : i16}> ({
    %4 = "pdl.operation"() <{attributeValueNames = [], opName = "test.a0", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%4) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %3 = "pdl.operation"() <{attributeValueNames = [], opName = "test.a1", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%3) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16}> ({
    %2 = "pdl.operation"() <{attributeValueNames = [], opName = "test.a2", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%2) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 100 : i16}> ({
    %1 = "pdl.operation"() <{attributeValueNames = [], opName = "test.a3", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%1) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 32767 : i16}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "test.a4", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%0) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

