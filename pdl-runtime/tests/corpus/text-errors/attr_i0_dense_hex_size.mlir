"test.a"() {h = dense<"0x01020304"> : tensor<4xi0>} : () -> ()
