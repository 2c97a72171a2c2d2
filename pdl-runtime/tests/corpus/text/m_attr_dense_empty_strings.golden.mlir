"builtin.module"() ({
  "test.a"() {e = dense<> : tensor<0x4xf32>, l = dense<> : tensor<0xi32>, p = dense<["a", "b"]> : tensor<2x!foo.str>, q = dense<"s"> : tensor<3x!foo.str>} : () -> ()
}) : () -> ()

