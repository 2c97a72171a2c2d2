// attr dense bools
"test.a"() {z = dense<[true, false]> : tensor<2xi1>, y = dense<[[false, false], [true, true]]> : tensor<2x2xi1>} : () -> ()
