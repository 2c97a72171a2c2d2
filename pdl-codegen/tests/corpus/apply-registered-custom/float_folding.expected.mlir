module {
  module @ir {
    func.func @f(%arg0: f32) -> (f32, f64, f32, f32, f32, f32) {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 3.000000e-01 : f32
      %cst_1 = arith.constant 0.30000000000000004 : f64
      %cst_2 = arith.constant 0.333333343 : f32
      %0 = arith.addf %arg0, %cst : f32
      "test.success"() : () -> ()
      return %cst_0, %cst_1, %cst_2, %arg0, %arg0, %0 : f32, f64, f32, f32, f32, f32
    }
  }
}

