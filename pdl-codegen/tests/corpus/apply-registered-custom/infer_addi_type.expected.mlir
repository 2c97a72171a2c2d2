module {
  module @ir {
    func.func @f(%arg0: i16, %arg1: i16) {
      %0 = arith.addi %arg0, %arg1 : i16
      "test.keep"(%0) : (i16) -> ()
      return
    }
  }
}

