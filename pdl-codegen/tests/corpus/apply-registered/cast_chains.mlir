// Casts of casts: trunci(extui x) folds to x; extui(extui x) becomes one extui in place; index_cast chains stay (MLIR 22).
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
  func.func @f(%arg0: i8, %arg1: i32) -> (i8, i64, i32) {
    %0 = "arith.extui"(%arg0) : (i8) -> i32
    %1 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %2 = "arith.extui"(%0) : (i32) -> i64
    %3 = "arith.index_cast"(%arg1) : (i32) -> index
    %4 = "arith.index_cast"(%3) : (index) -> i32
    "test.op"() : () -> ()
    return %1, %2, %4 : i8, i64, i32
  }
}
