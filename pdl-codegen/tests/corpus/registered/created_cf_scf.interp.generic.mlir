"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg2: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg2)[^bb2, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg2)[^bb3, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg2)[^bb4, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.record_match"(%arg2, %arg2)[^bb1] <{benefit = 1 : i16, generatedOps = ["cf.br", "cf.assert", "scf.yield", "scf.execute_region", "scf.if"], operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg1: !pdl.operation):
      %0 = "pdl_interp.create_operation"() <{inputAttributeNames = [], name = "cf.br", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
      %1 = "pdl_interp.create_operation"() <{inputAttributeNames = [], name = "cf.assert", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
      %2 = "pdl_interp.create_operation"() <{inputAttributeNames = [], name = "scf.yield", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
      %3 = "pdl_interp.create_operation"() <{inputAttributeNames = [], name = "scf.execute_region", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
      %4 = "pdl_interp.create_operation"() <{inferredResultTypes, inputAttributeNames = [], name = "scf.if", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
      "pdl_interp.erase"(%arg1) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "load"}> ({
  ^bb0(%arg0: i1):
    "cf.assert"(%arg0) <{msg = "m"}> : (i1) -> ()
    "scf.execute_region"() ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

