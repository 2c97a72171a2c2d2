// attr dense empty strings
"test.a"() {l = dense<[]> : tensor<0xi32>, e = dense<> : tensor<0x4xf32>, p = dense<["a", "b"]> : tensor<2x!foo.str>, q = dense<"s"> : tensor<3x!foo.str>} : () -> ()
