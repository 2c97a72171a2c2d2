// cf.cond_br on a constant is not folded (only a canonicalization pattern simplifies it): both successors stay reachable.
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
  func.func @f(%arg0: i32) -> i32 {
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "test.op"() : () -> ()
    "cf.cond_br"(%0, %arg0) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%1: i32):
    return %1 : i32
  ^bb2:
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    return %2 : i32
  }
}
