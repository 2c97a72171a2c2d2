"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg2: i32):
    %7 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %8 = "arith.muli"(%7, %7) : (i32, i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "g"}> ({
  ^bb0(%arg1: i1):
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{branch_weights = array<i32: 5, 6>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "transform.named_sequence"() <{arg_attrs = [{transform.readonly}], function_type = (!transform.any_op) -> (), sym_name = "__transform_main"}> ({
  ^bb0(%arg0: !transform.any_op):
    %0 = "transform.structured.match"(%arg0) <{ops = ["arith.addi"]}> : (!transform.any_op) -> !transform.any_op
    %1 = "transform.structured.match"(%arg0) <{ops = ["arith.muli"]}> : (!transform.any_op) -> !transform.any_op
    %2 = "transform.structured.match"(%arg0) <{ops = ["cf.cond_br"]}> : (!transform.any_op) -> !transform.any_op
    %3 = "transform.param.constant"() <{value = #arith.overflow<nsw>}> : () -> !transform.any_param
    "transform.annotate"(%0, %3) <{name = "overflowFlags"}> : (!transform.any_op, !transform.any_param) -> ()
    %4 = "transform.param.constant"() <{value = 1 : i64}> : () -> !transform.any_param
    "transform.annotate"(%1, %4) <{name = "overflowFlags"}> : (!transform.any_op, !transform.any_param) -> ()
    %5 = "transform.param.constant"() <{value = array<i32: 1, 0>}> : () -> !transform.any_param
    "transform.annotate"(%2, %5) <{name = "operandSegmentSizes"}> : (!transform.any_op, !transform.any_param) -> ()
    "transform.annotate"(%2, %4) <{name = "branch_weights"}> : (!transform.any_op, !transform.any_param) -> ()
    %6 = "transform.param.constant"() <{value = array<i32: 5, 6>}> : () -> !transform.any_param
    "transform.annotate"(%2, %6) <{name = "branch_weights"}> : (!transform.any_op, !transform.any_param) -> ()
    "transform.yield"() : () -> ()
  }) : () -> ()
}) {transform.with_named_sequence} : () -> ()

