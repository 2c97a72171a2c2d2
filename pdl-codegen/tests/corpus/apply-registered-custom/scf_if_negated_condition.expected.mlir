module {
  module @ir {
    func.func @f(%arg0: i1) {
      %true = arith.constant true
      %0 = arith.xori %arg0, %true : i1
      scf.if %arg0 {
        "test.b"() : () -> ()
        "test.success"() : () -> ()
      } else {
        "test.a"() : () -> ()
      }
      scf.if %0 {
        "test.c"() : () -> ()
      }
      return
    }
  }
}

