module {
  module @ir {
    func.func @f(%arg0: i1) {
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      "test.keep"(%c1_i32) : (i32) -> ()
      scf.if %arg0 {
        "test.keep"(%c1_i32) : (i32) -> ()
      } else {
        "test.keep"(%c2_i32) : (i32) -> ()
        "test.success"() : () -> ()
      }
      return
    }
  }
}

