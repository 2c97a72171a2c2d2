// pdl.type with a constant (i64) constrains the result type; the other types are left alone.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type : i64
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "test.op"() : () -> i64
  %1 = "test.op"() : () -> i32
  %2 = "test.op"() : () -> si64
  %3 = "test.op"() : () -> index
  "test.use"(%0, %1, %2, %3) : (i64, i32, si64, index) -> ()
}
