// num_associations verifies that its result type accepts an i64 count.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.num_associations %root : (!transform.any_op) -> !transform.param<i32>
    transform.yield
  }
}
