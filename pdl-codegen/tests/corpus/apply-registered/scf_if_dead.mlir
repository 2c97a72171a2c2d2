// An scf.if with pure regions and an unused result is erased; the yielded constants go with it.
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
    %0 = "scf.if"(%arg0) ({
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "test.op"() : () -> ()
    return
  }
}
