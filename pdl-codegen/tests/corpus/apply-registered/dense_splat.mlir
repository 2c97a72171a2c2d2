// Elementwise folds on splat dense constants (tensor and vector): addi, cmpi, mulf.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f() -> (tensor<4xi32>, vector<2xi1>, vector<2xf32>) {
    %0 = "arith.constant"() <{value = dense<5> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "arith.constant"() <{value = dense<6> : tensor<4xi32>}> : () -> tensor<4xi32>
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %3 = "arith.constant"() <{value = dense<[1, 9]> : vector<2xi32>}> : () -> vector<2xi32>
    %4 = "arith.constant"() <{value = dense<4> : vector<2xi32>}> : () -> vector<2xi32>
    %5 = "arith.cmpi"(%3, %4) <{predicate = 2 : i64}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi1>
    %6 = "arith.constant"() <{value = dense<1.500000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %7 = "arith.mulf"(%6, %6) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    "test.op"() : () -> ()
    return %2, %5, %7 : tensor<4xi32>, vector<2xi1>, vector<2xf32>
  }
}
