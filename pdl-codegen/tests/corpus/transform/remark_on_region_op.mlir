// A remark at an op with regions prints the whole op in the note.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "my.neg"(%a) : (i32) -> i32
    func.return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.collect_matching @match_func in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %f, "a function" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_func(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
