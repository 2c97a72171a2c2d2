// Remarks of the transform interpreter checked by --verify-diagnostics.
module attributes {transform.with_named_sequence} {
  // expected-remark @below {{add}}
  %0 = "my.add"() : () -> i32
  // expected-remark @below {{add}}
  %1 = "my.add"(%0) : (i32) -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %adds = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %adds, "add" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m(%e: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %e ["my.add"] : !transform.any_op
    transform.yield %e : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-warning @below {{add}}
  %0 = "my.add"() : () -> i32
  %1 = "my.add"(%0) : (i32) -> i32
  // expected-remark @below {{never}}
  "my.other"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %adds = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %adds, "add" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m(%e: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %e ["my.add"] : !transform.any_op
    transform.yield %e : !transform.any_op
  }
}
