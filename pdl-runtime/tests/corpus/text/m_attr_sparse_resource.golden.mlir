"builtin.module"() ({
  "test.a"() {i = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, j = dense_resource<blob1> : tensor<3xi64>} : () -> ()
}) : () -> ()

