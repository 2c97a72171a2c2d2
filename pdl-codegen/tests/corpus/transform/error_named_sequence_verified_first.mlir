// Named sequences are verified (here: the type of a yielded value) before the operations in them, as MLIR verifies them with the module's transform.with_named_sequence attribute.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    %x = transform.get_operand %root[0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %q = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.yield %q : !transform.param<i64>
  }
}
