// A rewrite that creates a result-less op next to the root (a result-less "x.log"), then the root is replaced by "x.stored".
module @patterns {
  pdl.pattern : benefit(1) {
    %v = pdl.operand
    %t = pdl.type
    %root = pdl.operation "x.store"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %log = pdl.operation "x.log"(%v : !pdl.value)
      %n = pdl.operation "x.stored"(%v : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i64
  %1 = "x.store"(%0) : (i64) -> i1
  "x.use"(%1) : (i1) -> ()
}
