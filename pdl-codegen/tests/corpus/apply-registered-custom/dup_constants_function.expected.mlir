module {
  module @ir {
    func.func @f() {
      %c7_i64 = arith.constant 7 : i64
      %c7_i32 = arith.constant 7 : i32
      "test.success"() : () -> ()
      "test.keep"(%c7_i32) : (i32) -> ()
      "test.keep"(%c7_i32) : (i32) -> ()
      "test.keep"(%c7_i64) : (i64) -> ()
      return
    }
  }
}

