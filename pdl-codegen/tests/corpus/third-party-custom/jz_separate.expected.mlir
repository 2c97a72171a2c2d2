module {
  module @ir {
    func.func @test_integer_optimizations(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
      %c0_i32 = arith.constant 0 : i32
      return %arg0, %arg1, %c0_i32, %c0_i32 : i32, i32, i32, i32
    }
    func.func @test_float_optimizations(%arg0: f64, %arg1: f64) -> (f64, f64, f64, f64) {
      %cst = arith.constant 0.000000e+00 : f64
      %cst_0 = arith.constant 1.000000e+00 : f64
      return %arg0, %arg1, %cst, %cst_0 : f64, f64, f64, f64
    }
    func.func @complex_expression(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
      return %arg0 : i32
    }
  }
}

