// A cmpi that does not hold at the top level: its silenceable failure is reported.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.num_associations %root : (!transform.any_op) -> !transform.param<i64>
    %c5 = transform.param.constant 5 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %n, %c5 : !transform.param<i64>
    transform.yield
  }
}
