// annotate changes the payload: a unit attribute, and parameters (one for all, one each).
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "my.add"(%a, %a) : (i32, i32) -> i32
    %1 = "my.add"(%0, %a) : (i32, i32) -> i32
    func.return %1 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %adds = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %adds "seen" : !transform.any_op
    %c = transform.param.constant "tagged" -> !transform.any_param
    transform.annotate %adds "tag" = %c : !transform.any_op, !transform.any_param
    %n = transform.num_associations %adds : (!transform.any_op) -> !transform.param<i64>
    %c7 = transform.param.constant 7 : i64 -> !transform.param<i64>
    %both = transform.merge_handles %n, %c7 : !transform.param<i64>
    transform.annotate %adds "each" = %both : !transform.any_op, !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @m(%e: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %e ["my.add"] : !transform.any_op
    transform.yield %e : !transform.any_op
  }
}
