// get_defining_op of a block argument fails (silenceably).
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) {
    "my.use"(%a) : (i32) -> ()
    func.return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %u = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_operand %u[0] : (!transform.any_op) -> !transform.any_value
    %d = transform.get_defining_op %v : (!transform.any_value) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @m(%e: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %e ["my.use"] : !transform.any_op
    transform.yield %e : !transform.any_op
  }
}
