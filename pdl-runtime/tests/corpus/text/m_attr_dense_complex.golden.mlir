"builtin.module"() ({
  "test.a"() {d = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, q = dense<(1.500000e+00,-2.000000e+00)> : tensor<complex<f64>>, r = dense<(1.000000e+00,1.000000e+00)> : tensor<2xcomplex<f32>>} : () -> ()
}) : () -> ()

