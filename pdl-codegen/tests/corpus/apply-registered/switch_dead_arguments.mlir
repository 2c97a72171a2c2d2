// cf.switch forwards operands per case (case_operand_segments): unused successor arguments are dropped.
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
  func.func @f(%arg0: i32, %arg1: i64) -> i64 {
    "test.op"() : () -> ()
    "cf.switch"(%arg0, %arg1, %arg1, %arg0) [^bb1, ^bb2] <{case_operand_segments = array<i32: 2>, case_values = dense<4> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i64, i64, i32) -> ()
  ^bb1(%0: i64):
    return %0 : i64
  ^bb2(%1: i64, %2: i32):
    return %1 : i64
  }
}
