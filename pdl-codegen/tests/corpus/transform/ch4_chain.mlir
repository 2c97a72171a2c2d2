// Seed 003, "Matching chains of operations": only the matmul -> add -> max chain matches,
// not the unrelated elementwise op nor the chain in @other whose first op is no matmul.
module attributes {transform.with_named_sequence} {
  func.func @fc_relu(%lhs: tensor<4x4xf32>, %rhs: tensor<4x4xf32>, %bias: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %matmul = "my.matmul"(%lhs, %rhs) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %biased = "my.elemwise_binary"(%matmul, %bias) {fun = "add"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %c0f = "my.constant"() {value = 0.0 : f32} : () -> f32
    %relued = "my.elemwise_binary"(%biased, %c0f) {fun = "max_signed"} : (tensor<4x4xf32>, f32) -> tensor<4x4xf32>
    %noise = "my.elemwise_binary"(%lhs, %rhs) {fun = "sub"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    func.return %relued : tensor<4x4xf32>
  }
  func.func @other(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = "my.transpose"(%a) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = "my.elemwise_binary"(%0, %b) {fun = "add"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = "my.elemwise_binary"(%1, %b) {fun = "max_signed"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    func.return %2 : tensor<4x4xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %matmul, %el1, %el2 = transform.collect_matching @match_matmul_elemwise in %root
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %elemwise = transform.merge_handles %el1, %el2 : !transform.any_op
    transform.include @print_elemwise failures(propagate) (%elemwise) : (!transform.any_op) -> ()
    transform.include @print_matmul failures(propagate) (%matmul) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @match_matmul_elemwise(%last: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    transform.match.operation_name %last ["my.elemwise_binary"] : !transform.any_op
    %middle = transform.get_producer_of_operand %last[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %middle ["my.elemwise_binary"] : !transform.any_op
    %matmul = transform.get_producer_of_operand %middle[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %matmul ["my.matmul"] : !transform.any_op
    transform.yield %matmul, %middle, %last : !transform.any_op, !transform.any_op, !transform.any_op
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
