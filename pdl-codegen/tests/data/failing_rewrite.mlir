module @patterns {
  pdl.pattern @p : benefit(1) {
    %x = pdl.operand
    %ts = pdl.types
    %root = pdl.operation "test.two"(%x : !pdl.value) -> (%ts : !pdl.range<type>)
    pdl.rewrite %root {
      %new = pdl.operation "test.created"
      pdl.erase %root
    }
  }
}
module @ir {
  %0 = "test.src"() : () -> i32
  %1:2 = "test.two"(%0) : (i32) -> (i32, i32)
  "test.use"(%1#0, %1#1) : (i32, i32) -> ()
}
