"builtin.module"() ({
  "builtin.module"() <{sym_name = "patterns"}> ({
    "pdl.pattern"() <{benefit = 1 : i16, sym_name = "op_to_success"}> ({
      %3 = "pdl.type"() : () -> !pdl.type
      %4 = "pdl.operation"(%3) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
      "pdl.rewrite"(%4) <{operandSegmentSizes = array<i32: 1, 0>}> ({
        %5 = "pdl.operation"(%3) <{attributeValueNames = [], opName = "test.success", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
        "pdl.replace"(%4, %5) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
      }) : (!pdl.operation) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> i32
    %1 = "test.op"() : () -> f32
    %2 = "test.other"() : () -> i32
    "test.use"(%0, %1, %2) : (i32, f32, i32) -> ()
  }) : () -> ()
}) : () -> ()

