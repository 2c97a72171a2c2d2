// pdl.results of an op (the whole result range) replaces the root: "x.wrap"(results of "x.multi") is forwarded away.
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types
    %def = pdl.operation "x.multi" -> (%ts : !pdl.range<type>)
    %vals = pdl.results of %def
    %root = pdl.operation "x.wrap"(%vals : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    pdl.rewrite %root {
      pdl.replace %root with (%vals : !pdl.range<value>)
    }
  }
}
module @ir {
  %0:2 = "x.multi"() : () -> (i32, f32)
  %1:2 = "x.wrap"(%0#0, %0#1) : (i32, f32) -> (i32, f32)
  %2:2 = "x.wrap"(%0#1, %0#0) : (f32, i32) -> (f32, i32)
  "x.use"(%1#0, %1#1, %2#0, %2#1) : (i32, f32, f32, i32) -> ()
}
