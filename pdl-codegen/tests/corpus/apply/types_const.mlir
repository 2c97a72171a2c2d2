// pdl.types with a constant list [i32, f32] matches the result list exactly.
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types : [i32, f32]
    %root = pdl.operation "test.op" -> (%ts : !pdl.range<type>)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%ts : !pdl.range<type>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0:2 = "test.op"() : () -> (i32, f32)
  %1 = "test.op"() : () -> i32
  %2:3 = "test.op"() : () -> (i32, f32, f32)
  %3:2 = "test.op"() : () -> (f32, i32)
  "test.use"(%0#1, %1, %2#0, %3#0) : (f32, i32, i32, f32) -> ()
}
