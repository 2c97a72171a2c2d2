// Seed 003, "Simple match": collect_matching with two matchers, include to act on them.
module attributes {transform.with_named_sequence} {
  func.func @fc_relu(%lhs: tensor<4x4xf32>, %rhs: tensor<4x4xf32>, %bias: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %matmul = "my.matmul"(%lhs, %rhs) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %biased = "my.elemwise_binary"(%matmul, %bias) {fun = "add"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %c0f = "my.constant"() {value = 0.0 : f32} : () -> f32
    %relued = "my.elemwise_binary"(%biased, %c0f) {fun = "max_signed"} : (tensor<4x4xf32>, f32) -> tensor<4x4xf32>
    func.return %relued : tensor<4x4xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %elemwise = transform.collect_matching @match_elemwise in %root : (!transform.any_op) -> !transform.any_op
    %matmul = transform.collect_matching @match_matmul in %root : (!transform.any_op) -> !transform.any_op
    transform.include @print_elemwise failures(propagate) (%elemwise) : (!transform.any_op) -> ()
    transform.include @print_matmul failures(propagate) (%matmul) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @match_elemwise(%entry: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %entry ["my.elemwise_binary"] : !transform.any_op
    transform.yield %entry : !transform.any_op
  }
  transform.named_sequence @match_matmul(%entry: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %entry ["my.matmul"] : !transform.any_op
    transform.yield %entry : !transform.any_op
  }
  transform.named_sequence @print_elemwise(%elemwise_binary: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %elemwise_binary, "elementwise binary" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @print_matmul(%matmul: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %matmul, "matmul" : !transform.any_op
    transform.yield
  }
}
