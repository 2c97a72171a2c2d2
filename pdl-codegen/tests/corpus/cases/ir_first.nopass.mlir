"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %3 = "test.op"() {note = "module @patterns {"} : () -> i32
    "test.use"(%3) : (i32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "patterns"}> ({
    "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
      %0 = "pdl.type"() : () -> !pdl.type
      %1 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
      "pdl.rewrite"(%1) <{operandSegmentSizes = array<i32: 1, 0>}> ({
        %2 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "test.success", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
        "pdl.replace"(%1, %2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
      }) : (!pdl.operation) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

