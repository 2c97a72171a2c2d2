// An unconstrained pdl.type captures the result type; the new op uses it for both of its two results and replaces the root with the second.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%t, %t : !pdl.type, !pdl.type)
      %r = pdl.result 1 of %n
      pdl.replace %root with (%r : !pdl.value)
    }
  }
}
module @ir {
  %0 = "test.op"() : () -> bf16
  %1 = "test.op"() : () -> tuple<i1, f64>
  "test.use"(%0, %1) : (bf16, tuple<i1, f64>) -> ()
}
