// negf(negf x) folds to x; negf of a constant flips its sign.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f(%arg0: f64) -> (f64, f64) {
    %0 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %2 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %3 = "arith.negf"(%2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "test.op"() : () -> ()
    return %1, %3 : f64, f64
  }
}
