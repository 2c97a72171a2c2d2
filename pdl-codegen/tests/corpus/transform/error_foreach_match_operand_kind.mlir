// foreach_match: the forwarded operands flow into matcher arguments of the same kind.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    %r = transform.foreach_match in %root, %p @m_op -> @a_op : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
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
