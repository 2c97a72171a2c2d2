// A rewrite creates `arith.constant` from a value attribute: its result type is the value's.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.make_seven"
    pdl.rewrite %root {
      %v = pdl.attribute = 7 : i32
      %c = pdl.operation "arith.constant" {"value" = %v}
      %r = pdl.result 0 of %c
      %use = pdl.operation "test.use"(%r : !pdl.value)
      pdl.erase %root
    }
  }
}
module @ir {
  %0 = "test.src"() : () -> i32
  "test.make_seven"() : () -> ()
  %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "test.sink"(%1) : (i32) -> ()
}
