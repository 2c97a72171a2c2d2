// attr dense hex
"test.a"() {f = dense<"0xDEADBEEF"> : tensor<i32>, h = dense<"0x01020304"> : tensor<4xi0>, s = dense<0xFF> : tensor<2xi8>, n = dense<[-1.5, 0x7FC00000]> : tensor<2xf32>} : () -> ()
