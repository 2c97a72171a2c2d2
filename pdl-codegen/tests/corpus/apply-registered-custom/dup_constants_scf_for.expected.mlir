module {
  module @ir {
    func.func @f() {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      scf.for %arg0 = %c0 to %c4 step %c1 {
        %0 = arith.addi %arg0, %c4 : index
        "test.keep"(%0) : (index) -> ()
      }
      "test.success"() : () -> ()
      return
    }
  }
}

