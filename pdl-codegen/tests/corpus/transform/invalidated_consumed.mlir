// A consumed handle is used again.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.test_consume_operand %root : !transform.any_op
    transform.debug.emit_remark_at %root, "x" : !transform.any_op
    transform.yield
  }
}
