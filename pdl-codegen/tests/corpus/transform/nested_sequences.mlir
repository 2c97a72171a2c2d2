// A failures(propagate) sequence nested in a failures(suppress) one: the inner failure
// stops the inner sequence and is silenced by the outer one.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%outer: !transform.any_op):
      transform.sequence %outer : !transform.any_op failures(propagate) {
      ^bb1(%inner: !transform.any_op):
        transform.debug.emit_remark_at %inner, "inner, before" : !transform.any_op
        transform.match.operation_name %inner ["my.nothing"] : !transform.any_op
        transform.debug.emit_remark_at %inner, "inner, after (not reached)" : !transform.any_op
      }
      transform.debug.emit_remark_at %outer, "outer, after the inner sequence" : !transform.any_op
    }
    transform.yield
  }
}
