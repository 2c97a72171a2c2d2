// Consuming a handle to a function invalidates handles to the ops inside it.
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "my.inner"() : () -> ()
    func.return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %inner = transform.collect_matching @match_inner in %root : (!transform.any_op) -> !transform.any_op
    %func = transform.collect_matching @match_func in %root : (!transform.any_op) -> !transform.any_op
    transform.test_consume_operand %func : !transform.any_op
    transform.debug.emit_remark_at %inner, "use after consumption" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_inner(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.inner"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_func(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
