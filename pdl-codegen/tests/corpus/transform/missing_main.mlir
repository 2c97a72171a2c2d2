// No @__transform_main: the interpreter has nothing to run.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
