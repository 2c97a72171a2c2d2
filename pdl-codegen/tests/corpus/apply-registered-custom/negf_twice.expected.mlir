module {
  module @ir {
    func.func @f(%arg0: f64) -> (f64, f64) {
      %cst = arith.constant -2.500000e+00 : f64
      "test.success"() : () -> ()
      return %arg0, %cst : f64, f64
    }
  }
}

