module {
  module @ir {
    func.func @f() -> (i32, i32, i8, index, f32, i32, i32) {
      %c-5_i32 = arith.constant -5 : i32
      %c251_i32 = arith.constant 251 : i32
      %c-24_i8 = arith.constant -24 : i8
      %c1000 = arith.constant 1000 : index
      %cst = arith.constant -5.000000e+00 : f32
      %c-2_i32 = arith.constant -2 : i32
      %c-1070596096_i32 = arith.constant -1070596096 : i32
      "test.success"() : () -> ()
      return %c-5_i32, %c251_i32, %c-24_i8, %c1000, %cst, %c-2_i32, %c-1070596096_i32 : i32, i32, i8, index, f32, i32, i32
    }
  }
}

