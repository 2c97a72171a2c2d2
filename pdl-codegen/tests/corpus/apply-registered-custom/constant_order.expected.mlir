module {
  module @ir {
    func.func @f() {
      %c4 = arith.constant 4 : index
      %cst = arith.constant 3.000000e+00 : f32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      "test.success"() : () -> ()
      "test.keep"(%cst) : (f32) -> ()
      "test.keep"(%c4, %c1_i32) : (index, i32) -> ()
      "test.keep"(%c2_i32) : (i32) -> ()
      return
    }
  }
}

