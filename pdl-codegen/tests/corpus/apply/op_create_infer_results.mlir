// A replacement op created without result types takes the replaced root's result types (MLIR infers them from the replaced op).
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types
    %root = pdl.operation "test.op" -> (%ts : !pdl.range<type>)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0:3 = "test.op"() : () -> (i1, index, tensor<2xf32>)
  "test.op"() : () -> ()
  "test.use"(%0#0, %0#1, %0#2) : (i1, index, tensor<2xf32>) -> ()
}
