// One pdl.type for an operand and the result: only type-preserving "x.cast" ops are removed.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand : %t
    %root = pdl.operation "x.cast"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%v : !pdl.value)
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.cast"(%0) : (i32) -> i32
  %2 = "x.cast"(%0) : (i32) -> i64
  %3 = "x.cast"(%2) : (i64) -> i64
  "x.use"(%1, %2, %3) : (i32, i64, i64) -> ()
}
