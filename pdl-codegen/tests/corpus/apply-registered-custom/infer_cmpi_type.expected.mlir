module {
  module @ir {
    func.func @f(%arg0: i32) {
      %true = arith.constant true
      "test.keep"(%true) : (i1) -> ()
      return
    }
  }
}

