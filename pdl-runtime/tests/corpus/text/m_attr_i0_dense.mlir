// i0 elements have no storage: MLIR prints every element, never a splat, and takes "0x"
// as their hex data (found by the ir_text fuzz target).
"test.a"() {h = dense<"0x"> : tensor<4xi0>} : () -> ()
"test.b"() {h = dense<[0, 0, 0, 0]> : tensor<4xi0>} : () -> ()
"test.c"() {h = dense<0> : tensor<2x2xi0>, i = dense<[0]> : tensor<1xi0>, j = dense<> : tensor<0xi0>} : () -> ()
"test.d"() {h = dense<[[0], [0]]> : tensor<2x1xsi0>, u = dense<0> : vector<3xui0>} : () -> ()
