module {
  module @ir {
    func.func @f(%arg0: f32) -> (i1, i1, i1, i1) {
      %cst = arith.constant 1.000000e+00 : f32
      %true = arith.constant true
      %false = arith.constant false
      %0 = arith.cmpf ogt, %arg0, %cst : f32
      "test.success"() : () -> ()
      return %true, %true, %false, %0 : i1, i1, i1, i1
    }
  }
}

