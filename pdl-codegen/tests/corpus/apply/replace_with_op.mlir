// pdl.replace %root with %op: all users of the root's two results are redirected to the new op's results.
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types
    %root = pdl.operation "test.op" -> (%ts : !pdl.range<type>)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%ts : !pdl.range<type>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0:2 = "test.op"() : () -> (i32, i64)
  "test.use"(%0#1, %0#0) : (i64, i32) -> ()
  "test.use"(%0#0) : (i32) -> ()
}
