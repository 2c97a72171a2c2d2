module {
  module @ir {
    func.func @f() {
      %c9_i32 = arith.constant 9 : i32
      "test.keep"(%c9_i32) : (i32) -> ()
      "test.keep"(%c9_i32) : (i32) -> ()
      "test.keep"(%c9_i32) : (i32) -> ()
      return
    }
  }
}

