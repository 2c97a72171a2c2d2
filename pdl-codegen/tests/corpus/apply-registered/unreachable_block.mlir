// A block without predecessors is erased by region simplification, with its constants.
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
    "test.op"() : () -> ()
    "cf.br"(%arg0) [^bb2] : (i32) -> ()
  ^bb1:
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "test.keep"(%0) : (i32) -> ()
    "cf.br"(%0) [^bb2] : (i32) -> ()
  ^bb2(%1: i32):
    return %1 : i32
  }
}
