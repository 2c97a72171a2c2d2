module {
  module @ir {
    func.func @test_add_zero(%arg0: f64) -> f64 {
      return %arg0 : f64
    }
    func.func @test_sub_self(%arg0: f64) -> f64 {
      %cst = arith.constant 0.000000e+00 : f64
      return %cst : f64
    }
    func.func @test_div_self(%arg0: f64) -> f64 {
      %cst = arith.constant 1.000000e+00 : f64
      return %cst : f64
    }
    func.func @test_mul_zero(%arg0: f64) -> f64 {
      %cst = arith.constant 0.000000e+00 : f64
      return %cst : f64
    }
    func.func @test_mul_one(%arg0: f64) -> f64 {
      return %arg0 : f64
    }
    func.func @test_complex(%arg0: f64, %arg1: f64) -> f64 {
      return %arg1 : f64
    }
  }
}

