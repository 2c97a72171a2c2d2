// pdl.replace with two values: a "x.swap" of (a, b) is replaced by (b, a).
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %a = pdl.operand : %t
    %b = pdl.operand : %t
    %root = pdl.operation "x.swap"(%a, %b : !pdl.value, !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%b, %a : !pdl.value, !pdl.value)
    }
  }
}
module @ir {
  %0 = "x.src"() {n = 0 : i64} : () -> i32
  %1 = "x.src"() {n = 1 : i64} : () -> i32
  %2:2 = "x.swap"(%0, %1) : (i32, i32) -> (i32, i32)
  "x.use"(%2#0, %2#1) : (i32, i32) -> ()
}
