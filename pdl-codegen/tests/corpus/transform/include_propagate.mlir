// include failures(propagate): the silenceable failure of the included sequence reaches
// the top and is reported as an error; nothing after it runs.
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @must_be_b failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.debug.emit_remark_at %root, "not reached" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @must_be_b(%op: !transform.any_op {transform.readonly}) {
    transform.match.operation_name %op ["my.b"] : !transform.any_op
    transform.yield
  }
}
