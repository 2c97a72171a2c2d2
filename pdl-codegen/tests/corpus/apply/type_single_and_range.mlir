// Result types as one pdl.type followed by a pdl.types range: at least one result, the first must be index.
module @patterns {
  pdl.pattern : benefit(1) {
    %idx = pdl.type : index
    %rest = pdl.types
    %root = pdl.operation "test.op" -> (%idx, %rest : !pdl.type, !pdl.range<type>)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%idx, %rest : !pdl.type, !pdl.range<type>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
  %0 = "test.op"() : () -> index
  %1:3 = "test.op"() : () -> (index, f32, f32)
  %2:2 = "test.op"() : () -> (f32, index)
  "test.use"(%0, %1#2, %2#1) : (index, f32, index) -> ()
}
