// pdl.range concatenating types and type ranges builds the result types of the new op.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %ts = pdl.types
    %root = pdl.operation "test.op" -> (%t, %ts : !pdl.type, !pdl.range<type>)
    pdl.rewrite %root {
      %idx = pdl.type : index
      %r = pdl.range %ts, %idx, %t : !pdl.range<type>, !pdl.type, !pdl.type
      %n = pdl.operation "test.success" -> (%r : !pdl.range<type>)
      pdl.erase %root
    }
  }
}
module @ir {
  %0:3 = "test.op"() : () -> (i8, i16, i32)
  %1 = "test.op"() : () -> f32
}
