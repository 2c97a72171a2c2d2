module {
  module @ir {
    func.func @f() -> (i32, i8, i8, f32, i32) {
      %cst = arith.constant -1.500000e+00 : f32
      %cst_0 = arith.constant 1.000000e-01 : f64
      %c8_i8 = arith.constant 8 : i8
      %c-1_i8 = arith.constant -1 : i8
      %c-128_i8 = arith.constant -128 : i8
      %c7_i32 = arith.constant 7 : i32
      %c0_i32 = arith.constant 0 : i32
      %0 = arith.divui %c7_i32, %c0_i32 : i32
      %1 = arith.divsi %c-128_i8, %c-1_i8 : i8
      %2 = arith.shli %c-1_i8, %c8_i8 : i8
      %3 = arith.truncf %cst_0 : f64 to f32
      %4 = arith.fptoui %cst : f32 to i32
      "test.success"() : () -> ()
      return %0, %1, %2, %3, %4 : i32, i8, i8, f32, i32
    }
  }
}

