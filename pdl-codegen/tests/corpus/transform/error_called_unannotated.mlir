// An action of foreach_match must say whether it consumes or only reads each argument.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @m -> @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a(%op: !transform.any_op) {
    transform.yield
  }
}
