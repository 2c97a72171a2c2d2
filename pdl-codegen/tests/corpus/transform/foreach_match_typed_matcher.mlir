// foreach_match with a matcher whose argument is a !transform.op<"name"> handle: each
// nested op is tried, and an op of another name cannot be mapped to the argument.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  "my.b"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @match_a -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.op<"my.a"> {transform.readonly}) -> !transform.op<"my.a"> {
    transform.yield %op : !transform.op<"my.a">
  }
  transform.named_sequence @act(%op: !transform.op<"my.a"> {transform.readonly}) {
    transform.debug.emit_remark_at %op, "an a" : !transform.op<"my.a">
    transform.yield
  }
}
