"builtin.module"() ({
  "builtin.module"() <{sym_name = "patterns"}> ({
    "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
      %2 = "pdl.type"() <{constantType = i32}> {note = "t"} : () -> !pdl.type
      %3 = "pdl.operand"(%2) {knownBits = "0000"} : (!pdl.type) -> !pdl.value
      %4 = "pdl.operation"(%3, %2) <{attributeValueNames = [], opName = "x.id", operandSegmentSizes = array<i32: 1, 0, 1>}> {tag} : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.rewrite"(%4) <{operandSegmentSizes = array<i32: 1, 0>}> ({
        "pdl.replace"(%4, %3) <{operandSegmentSizes = array<i32: 1, 0, 1>}> {why = "identity"} : (!pdl.operation, !pdl.value) -> ()
      }) : (!pdl.operation) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.id"(%0) : (i32) -> i32
    "x.use"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

