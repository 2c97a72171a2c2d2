"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg1: i32):
    %4 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %5 = "arith.muli"(%4, %4) : (i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "transform.named_sequence"() <{arg_attrs = [{transform.readonly}], function_type = (!transform.any_op) -> (), sym_name = "__transform_main"}> ({
  ^bb0(%arg0: !transform.any_op):
    %0 = "transform.structured.match"(%arg0) <{ops = ["arith.addi"]}> : (!transform.any_op) -> !transform.any_op
    %1 = "transform.structured.match"(%arg0) <{ops = ["arith.muli"]}> : (!transform.any_op) -> !transform.any_op
    %2 = "transform.param.constant"() <{value = #arith.overflow<nsw>}> : () -> !transform.any_param
    "transform.annotate"(%0, %2) <{name = "overflowFlags"}> : (!transform.any_op, !transform.any_param) -> ()
    %3 = "transform.param.constant"() <{value = 1 : i64}> : () -> !transform.any_param
    "transform.annotate"(%1, %3) <{name = "overflowFlags"}> : (!transform.any_op, !transform.any_param) -> ()
    "transform.yield"() : () -> ()
  }) : () -> ()
}) {transform.with_named_sequence} : () -> ()

