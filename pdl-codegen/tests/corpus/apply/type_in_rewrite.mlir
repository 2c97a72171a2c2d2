// Constant pdl.type and pdl.types declared inside the rewrite give the created ops new result types.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %f = pdl.type : f64
      %ts = pdl.types : [i1, memref<4xi8>]
      %a = pdl.operation "test.success" -> (%f : !pdl.type)
      %b = pdl.operation "test.success2" -> (%ts : !pdl.range<type>)
      pdl.erase %root
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}
