"builtin.module"() ({
  "test.a"() {y = dense<[[false, false], [true, true]]> : tensor<2x2xi1>, z = dense<[true, false]> : tensor<2xi1>} : () -> ()
}) : () -> ()

