"builtin.module"() ({
  "test.a"() {c = dense<1> : tensor<2x2xi32>, e = dense<true> : tensor<4xi1>, t = dense<1> : tensor<1xi32>, u = dense<2.500000e+00> : tensor<3x3xf64>, v = dense<0> : tensor<i8>} : () -> ()
}) : () -> ()

