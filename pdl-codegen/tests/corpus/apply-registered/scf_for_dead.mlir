// An scf.for whose body has no effect (RecursiveMemoryEffects, pure ops only) and whose results are unused is erased; one with an unregistered op stays.
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
  func.func @f(%arg0: index) {
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %st = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%lb, %arg0, %st) ({
    ^bb0(%iv: index):
      %s = "arith.addi"(%iv, %iv) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%lb, %arg0, %st) ({
    ^bb0(%iv: index):
      "test.effect"(%iv) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "test.op"() : () -> ()
    return
  }
}
