// pdl.replace %root with (%v): an identity op is removed and its users read its operand directly.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %root = pdl.operation "x.identity"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%v : !pdl.value)
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.identity"(%0) : (i32) -> i32
  %2 = "x.identity"(%1) : (i32) -> i32
  %3 = "x.identity"(%0) : (i32) -> i64
  "x.use"(%1, %2, %3) : (i32, i32, i64) -> ()
}
