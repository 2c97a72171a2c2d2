"builtin.module"() ({
  "test.a"() {a = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, b = dense<[[1, 2]]> : tensor<1x2xi32>, k = dense<[[1, 2], [3, 4]]> : vector<2x2xi8>, r = dense<[[[1]], [[2]]]> : tensor<2x1x1xi16>} : () -> ()
}) : () -> ()

