module {
  module @ir {
    func.func @f(%arg0: i8, %arg1: i8) -> (i8, i8, i8, i8, i8) {
      %c-1_i8 = arith.constant -1 : i8
      %c0_i8 = arith.constant 0 : i8
      "test.success"() : () -> ()
      return %arg0, %c-1_i8, %c0_i8, %arg0, %c0_i8 : i8, i8, i8, i8, i8
    }
  }
}

