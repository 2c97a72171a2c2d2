"builtin.module"() ({
  "builtin.module"() <{sym_name = "patterns"}> ({
    "pdl.pattern"() <{benefit = 1 : i16, sym_name = "fnma"}> ({
      %6 = "pdl.type"() : () -> !pdl.type
      %7 = "pdl.operand"() : () -> !pdl.value
      %8 = "pdl.operand"() : () -> !pdl.value
      %9 = "pdl.operand"() : () -> !pdl.value
      %10 = "pdl.operation"(%7, %6) <{attributeValueNames = [], opName = "test.neg", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %11 = "pdl.result"(%10) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      %12 = "pdl.operation"(%11, %8, %6) <{attributeValueNames = [], opName = "test.mul", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %13 = "pdl.result"(%12) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      %14 = "pdl.operation"(%13, %9, %6) <{attributeValueNames = [], opName = "test.add", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      "pdl.rewrite"(%14) <{operandSegmentSizes = array<i32: 1, 0>}> ({
        %15 = "pdl.operation"(%7, %8, %9, %6) <{attributeValueNames = [], opName = "test.fnma", operandSegmentSizes = array<i32: 3, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
        "pdl.replace"(%14, %15) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
      }) : (!pdl.operation) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (f32, f32, f32) -> (f32, f32, f32), sym_name = "f"}> ({
    ^bb0(%arg0: f32, %arg1: f32, %arg2: f32):
      %0 = "test.neg"(%arg0) : (f32) -> f32
      %1 = "test.mul"(%0, %arg1) : (f32, f32) -> f32
      %2 = "test.add"(%1, %arg2) : (f32, f32) -> f32
      %3 = "test.mul"(%arg0, %arg1) : (f32, f32) -> f32
      %4 = "test.add"(%3, %arg2) : (f32, f32) -> f32
      %5 = "test.add"(%arg2, %1) : (f32, f32) -> f32
      "func.return"(%2, %4, %5) : (f32, f32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

