module {
  module @ir {
    func.func @f(%arg0: i1) {
      %c11_i64 = arith.constant 11 : i64
      scf.if %arg0 {
        "test.keep"(%c11_i64) : (i64) -> ()
      } else {
      }
      return
    }
  }
}

