// include forwards the values its callee yields; nested includes.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "my.neg"(%a) : (i32) -> i32
    %1 = "my.neg"(%0) : (i32) -> i32
    func.return %1 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %negs = transform.collect_matching @match_neg in %root : (!transform.any_op) -> !transform.any_op
    %inner = transform.include @producers failures(propagate) (%negs) : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %inner, "producer of a neg" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_neg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.neg"] : !transform.any_op
    %def = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @producers(%ops: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %p = transform.include @producer failures(propagate) (%ops) : (!transform.any_op) -> !transform.any_op
    transform.yield %p : !transform.any_op
  }
  transform.named_sequence @producer(%ops: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %p = transform.get_producer_of_operand %ops[0] : (!transform.any_op) -> !transform.any_op
    transform.yield %p : !transform.any_op
  }
}
