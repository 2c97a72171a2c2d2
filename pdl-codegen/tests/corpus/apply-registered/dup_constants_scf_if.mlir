// Constants inside scf.if regions are hoisted to the function's entry block and deduplicated with the outer one.
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
  func.func @f(%arg0: i1) {
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "test.keep"(%0) : (i32) -> ()
    "scf.if"(%arg0) ({
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "test.keep"(%1) : (i32) -> ()
      "scf.yield"() : () -> ()
    }, {
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "test.keep"(%2) : (i32) -> ()
      "test.op"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    return
  }
}
