// Near misses on the result count: the pattern wants exactly two results of any types.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.type
    %b = pdl.type
    %root = pdl.operation "test.op" -> (%a, %b : !pdl.type, !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%a, %b : !pdl.type, !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
  %0 = "test.op"() : () -> i32
  %1:3 = "test.op"() : () -> (i32, i32, i32)
  "test.use"(%0, %1#0) : (i32, i32) -> ()
}
