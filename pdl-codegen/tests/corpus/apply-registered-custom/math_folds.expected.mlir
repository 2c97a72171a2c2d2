module {
  module @ir {
    func.func @f() -> (f32, i32, i32, i1, f32, f64, f32, f32, f16) {
      %cst = arith.constant 2.500000e+00 : f32
      %cst_0 = arith.constant -2.500000e+00 : f32
      %cst_1 = arith.constant 2.000000e+00 : f16
      %cst_2 = arith.constant -3.000000e+00 : f32
      %c31_i32 = arith.constant 31 : i32
      %c-27_i32 = arith.constant -27 : i32
      %false = arith.constant false
      %cst_3 = arith.constant -0.598472118 : f32
      %cst_4 = arith.constant 2.0137527074704766 : f64
      %0 = math.sqrt %cst_0 : f32
      %1 = math.sin %cst_1 : f16
      "test.success"() : () -> ()
      return %cst_2, %c31_i32, %c-27_i32, %false, %cst_3, %cst_4, %0, %cst, %1 : f32, i32, i32, i1, f32, f64, f32, f32, f16
    }
  }
}

