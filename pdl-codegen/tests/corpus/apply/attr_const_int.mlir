// pdl.attribute = 42 : i64 matches only that exact integer attribute (not 42 : i32, not 43).
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.attribute = 42 : i64
    %root = pdl.operation "test.op" {"v" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "test.success" {"v" = %a}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {v = 42 : i64} : () -> ()
  "test.op"() {v = 42 : i32} : () -> ()
  "test.op"() {v = 43 : i64} : () -> ()
  "test.op"() {v = 42} : () -> ()
  "test.op"() {w = 42 : i64} : () -> ()
}
