// pdl.types with the empty constant list [] matches only ops without results.
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types : []
    %args = pdl.operands
    %root = pdl.operation "test.op"(%args : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%args : !pdl.range<value>) -> (%ts : !pdl.range<type>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "test.op"() : () -> i32
  "test.op"(%0) : (i32) -> ()
  "test.op"() : () -> ()
}
