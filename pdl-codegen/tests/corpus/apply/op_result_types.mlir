// pdl.operation with two constant result types (i32, f32): only the op whose results are exactly (i32, f32) is replaced.
module @patterns {
  pdl.pattern : benefit(1) {
    %i = pdl.type : i32
    %f = pdl.type : f32
    %root = pdl.operation "test.op" -> (%i, %f : !pdl.type, !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%i, %f : !pdl.type, !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0:2 = "test.op"() : () -> (i32, f32)
  %1:2 = "test.op"() : () -> (f32, i32)
  %2 = "test.op"() : () -> i32
  %3:3 = "test.op"() : () -> (i32, f32, i32)
  "test.use"(%0#0, %0#1, %1#0, %2, %3#2) : (i32, f32, f32, i32, i32) -> ()
}
