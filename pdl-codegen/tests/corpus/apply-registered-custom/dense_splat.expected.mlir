module {
  module @ir {
    func.func @f() -> (tensor<4xi32>, vector<2xi1>, vector<2xf32>) {
      %cst = arith.constant dense<11> : tensor<4xi32>
      %cst_0 = arith.constant dense<[true, false]> : vector<2xi1>
      %cst_1 = arith.constant dense<2.250000e+00> : vector<2xf32>
      "test.success"() : () -> ()
      return %cst, %cst_0, %cst_1 : tensor<4xi32>, vector<2xi1>, vector<2xf32>
    }
  }
}

