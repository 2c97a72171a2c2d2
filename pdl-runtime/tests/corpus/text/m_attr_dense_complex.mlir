// attr dense complex
"test.a"() {d = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, q = dense<(1.5, -2.0)> : tensor<complex<f64>>, r = dense<(1.0, 1.0)> : tensor<2xcomplex<f32>>} : () -> ()
