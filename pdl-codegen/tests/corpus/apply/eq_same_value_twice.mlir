// The same pdl.operand used twice: "x.add"(v, v) matches, "x.add"(v, w) does not.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %root = pdl.operation "x.add"(%v, %v : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %two = pdl.attribute = 2 : i64
      %n = pdl.operation "x.scale"(%v : !pdl.value) {"by" = %two} -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> i32
  %2 = "x.add"(%0, %0) : (i32, i32) -> i32
  %3 = "x.add"(%0, %1) : (i32, i32) -> i32
  %4 = "x.add"(%1, %1) : (i32, i32) -> i32
  "x.use"(%2, %3, %4) : (i32, i32, i32) -> ()
}
