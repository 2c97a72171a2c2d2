// A constant defined in a non-entry block is hoisted to the entry block, deduplicated with the entry block's.
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
  func.func @f(%arg0: i1) -> i32 {
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    "test.keep"(%0) : (i32) -> ()
    "cf.cond_br"(%arg0) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    "test.keep"(%1, %2) : (i32, i32) -> ()
    "test.op"() : () -> ()
    return %1 : i32
  ^bb2:
    return %0 : i32
  }
}
