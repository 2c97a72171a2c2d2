// A block argument with no use is removed, with the operand each cf branch passes for it.
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
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    "test.op"() : () -> ()
    "cf.cond_br"(%arg0, %arg1, %arg2, %arg2, %arg1) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):
    "cf.br"(%0, %1) [^bb3] : (i32, i32) -> ()
  ^bb2(%2: i32, %3: i32):
    "cf.br"(%2, %3) [^bb3] : (i32, i32) -> ()
  ^bb3(%4: i32, %5: i32):
    return %4 : i32
  }
}
