module {
  module @ir {
    func.func @f(%arg0: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
      %c127_i8 = arith.constant 127 : i8
      %c24_i8 = arith.constant 24 : i8
      %c-8_i8 = arith.constant -8 : i8
      %c3_i8 = arith.constant 3 : i8
      "test.success"() : () -> ()
      return %c24_i8, %c-8_i8, %c24_i8, %c3_i8, %c3_i8, %c127_i8, %arg0 : i8, i8, i8, i8, i8, i8, i8
    }
  }
}

