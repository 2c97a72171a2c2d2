// foreach_match visits the root itself only with restrict_root.
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "my.a"() : () -> ()
    func.return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.collect_matching @match_func in %root : (!transform.any_op) -> !transform.any_op
    %f2 = transform.foreach_match in %funcs @match_any -> @print : (!transform.any_op) -> !transform.any_op
    %f3 = transform.foreach_match restrict_root in %f2 @match_any -> @print_root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_func(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_any(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @print(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "visited" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @print_root(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "visited with restrict_root" : !transform.any_op
    transform.yield
  }
}
