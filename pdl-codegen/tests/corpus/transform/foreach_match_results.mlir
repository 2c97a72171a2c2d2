// foreach_match forwards extra inputs to the matchers and collects the actions' results.
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  %1 = "my.b"(%0) : (i32) -> i32
  %2 = "my.b"(%1) : (i32) -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %c = transform.param.constant 1 : i64 -> !transform.param<i64>
    %updated, %producers = transform.foreach_match in %root, %c
        @match_b -> @producer
      : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %producers, "producer of a b" : !transform.any_op
    %n = transform.num_associations %updated : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "updated root:" : !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @match_b(%op: !transform.any_op {transform.readonly}, %one: !transform.param<i64> {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.b"] : !transform.any_op
    %n = transform.num_associations %op : (!transform.any_op) -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %one : !transform.param<i64>
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @producer(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %p = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.yield %p : !transform.any_op
  }
}
