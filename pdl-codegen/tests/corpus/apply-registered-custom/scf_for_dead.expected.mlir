module {
  module @ir {
    func.func @f(%arg0: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %arg1 = %c0 to %arg0 step %c1 {
        "test.effect"(%arg1) : (index) -> ()
      }
      "test.success"() : () -> ()
      return
    }
  }
}

