// foreach_match: the action's results have the kinds of the op's results.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r, %x = transform.foreach_match in %root @m_op -> @a_op_res : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.yield
  }
  transform.named_sequence @m_op(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @m_none(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @a_param(%p: !transform.param<i64> {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @a_op(%p: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @a_op_res(%p: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %p : !transform.any_op
  }
}
