"builtin.module"() ({
  "test.a"() {f = dense<-272716322> : tensor<i32>, h = dense<[1, 2, 3, 4]> : tensor<4xi8>, n = dense<[-1.500000e+00, 0x7FC00000]> : tensor<2xf32>, s = dense<-1> : tensor<2xi8>} : () -> ()
}) : () -> ()

