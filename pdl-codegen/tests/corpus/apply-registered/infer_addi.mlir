// A rewrite creates `arith.addi` without result types: registered (arith is loaded by the
// payload) with InferTypeOpInterface, it infers them.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %a = pdl.operand : %t
    %root = pdl.operation "test.double"(%a : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %op = pdl.operation "arith.addi"(%a, %a : !pdl.value, !pdl.value)
      %r = pdl.result 0 of %op
      pdl.replace %root with (%r : !pdl.value)
    }
  }
}
module @ir {
  %0 = "test.src"() : () -> i32
  %1 = "test.double"(%0) : (i32) -> i32
  %2 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "test.sink"(%2) : (i32) -> ()
}
