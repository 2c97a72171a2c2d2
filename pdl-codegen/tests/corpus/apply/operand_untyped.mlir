// pdl.operand without a type matches an operand of any type; the rewrite forwards it to the new op.
module @patterns {
  pdl.pattern : benefit(1) {
    %v = pdl.operand
    %root = pdl.operation "test.op"(%v : !pdl.value)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%v : !pdl.value)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> tensor<4x?xf16>
  %2 = "x.src"() : () -> !x.custom<"opaque">
  "test.op"(%0) : (i32) -> ()
  "test.op"(%1) : (tensor<4x?xf16>) -> ()
  "test.op"(%2) : (!x.custom<"opaque">) -> ()
}
