// transform.include: operand types must equal the callee's, not just implement the same interface.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @typed(%m: !transform.op<"builtin.module"> {transform.readonly}) {
    transform.include @callee failures(propagate) (%m) : (!transform.op<"builtin.module">) -> ()
    transform.yield
  }
  transform.named_sequence @callee(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
