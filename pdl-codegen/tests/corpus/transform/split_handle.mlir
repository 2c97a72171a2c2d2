// split_handle: one payload per result, the rest to overflow_result, too few payloads allowed
// when fail_on_payload_too_small is false, an empty handle passed through; values and params.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  "my.b"() : () -> ()
  "my.c"() : () -> ()
  %x, %y = "my.two"() : () -> (i32, i32)
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %all = transform.collect_matching @match_abc in %root : (!transform.any_op) -> !transform.any_op
    %a, %b, %c = transform.split_handle %all : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %b, "second" : !transform.any_op
    %f, %rest = transform.split_handle %all {overflow_result = 1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %rest, "overflow" : !transform.any_op
    %o0, %o1 = transform.split_handle %all {overflow_result = 0} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %o0, "overflow first" : !transform.any_op
    %p, %q, %r, %s = transform.split_handle %all {fail_on_payload_too_small = false} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %ns = transform.num_associations %s : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %ns, "unmapped" : !transform.param<i64>
    %none = transform.select "my.none" in %all : (!transform.any_op) -> !transform.any_op
    %e0, %e1 = transform.split_handle %none : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %ne = transform.num_associations %e0 : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %ne, "empty" : !transform.param<i64>
    %two = transform.collect_matching @match_two in %root : (!transform.any_op) -> !transform.any_op
    %vals = transform.get_result %two[all] : (!transform.any_op) -> !transform.any_value
    %v0, %v1 = transform.split_handle %vals : (!transform.any_value) -> (!transform.any_value, !transform.any_value)
    transform.debug.emit_remark_at %v1, "second value" : !transform.any_value
    %n = transform.num_associations %all : (!transform.any_op) -> !transform.param<i64>
    %m = transform.merge_handles %n, %ns : !transform.param<i64>
    %m0, %m1 = transform.split_handle %m : (!transform.param<i64>) -> (!transform.param<i64>, !transform.param<i64>)
    transform.debug.emit_param_as_remark %m1, "second param" : !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @match_abc(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a", "my.b", "my.c"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_two(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.two"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
