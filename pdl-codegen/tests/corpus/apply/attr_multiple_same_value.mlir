// One pdl.attribute bound to two attribute names: both must hold the same value.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.attribute
    %root = pdl.operation "test.op" {"lo" = %a, "hi" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "test.success" {"both" = %a}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {lo = 3 : i64, hi = 3 : i64} : () -> ()
  "test.op"() {lo = 3 : i64, hi = 4 : i64} : () -> ()
  "test.op"() {lo = 3 : i64, hi = 3 : i32} : () -> ()
  "test.op"() {lo = "a", hi = "a", extra} : () -> ()
}
