// Folds that MLIR refuses leave the op: division by zero, signed overflow, shift by the width, inexact truncf, fptoui of a negative.
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
  func.func @f() -> (i32, i8, i8, f32, i32) {
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.divui"(%0, %1) : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %4 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %5 = "arith.divsi"(%3, %4) : (i8, i8) -> i8
    %6 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %7 = "arith.shli"(%4, %6) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %8 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %9 = "arith.truncf"(%8) : (f64) -> f32
    %10 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %11 = "arith.fptoui"(%10) : (f32) -> i32
    "test.op"() : () -> ()
    return %2, %5, %7, %9, %11 : i32, i8, i8, f32, i32
  }
}
