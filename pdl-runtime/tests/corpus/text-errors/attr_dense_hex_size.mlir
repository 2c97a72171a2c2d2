"test.a"() {h = dense<"0x0102"> : tensor<4xi32>} : () -> ()
