// cmpf folds on scalar constants, a NaN operand deciding unordered predicates even against a non-constant.
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
  func.func @f(%arg0: f32) -> (i1, i1, i1, i1) {
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %n = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %2 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %3 = "arith.cmpf"(%arg0, %n) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %4 = "arith.cmpf"(%n, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %5 = "arith.cmpf"(%arg0, %0) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    "test.op"() : () -> ()
    return %2, %3, %4, %5 : i1, i1, i1, i1
  }
}
