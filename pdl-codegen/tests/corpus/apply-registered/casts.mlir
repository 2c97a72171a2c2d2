// Integer and float casts of constants fold: extsi, extui, trunci, index_cast, sitofp, fptosi, bitcast.
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
  func.func @f() -> (i32, i32, i8, index, f32, i32, i32) {
    %0 = "arith.constant"() <{value = -5 : i8}> : () -> i8
    %1 = "arith.extsi"(%0) : (i8) -> i32
    %2 = "arith.extui"(%0) : (i8) -> i32
    %3 = "arith.constant"() <{value = 1000 : i32}> : () -> i32
    %4 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %5 = "arith.index_cast"(%3) : (i32) -> index
    %6 = "arith.sitofp"(%1) : (i32) -> f32
    %7 = "arith.constant"() <{value = -2.75 : f32}> : () -> f32
    %8 = "arith.fptosi"(%7) : (f32) -> i32
    %9 = "arith.bitcast"(%7) : (f32) -> i32
    "test.op"() : () -> ()
    return %1, %2, %4, %5, %6, %8, %9 : i32, i32, i8, index, f32, i32, i32
  }
}
