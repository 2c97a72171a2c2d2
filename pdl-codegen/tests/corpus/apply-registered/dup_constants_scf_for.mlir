// Constants inside an scf.for body are hoisted out of the loop and deduplicated.
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
  func.func @f() {
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %ub = "arith.constant"() <{value = 4 : index}> : () -> index
    %st = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%lb, %ub, %st) ({
    ^bb0(%iv: index):
      %c = "arith.constant"() <{value = 4 : index}> : () -> index
      %s = "arith.addi"(%iv, %c) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "test.keep"(%s) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "test.op"() : () -> ()
    return
  }
}
