// error: dense shape mismatch
"test.a"() {x = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()
