// pdl.replace with a value range: the results of a variadic "x.forward" are replaced by its operand range.
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types
    %args = pdl.operands : %ts
    %root = pdl.operation "x.forward"(%args : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    pdl.rewrite %root {
      pdl.replace %root with (%args : !pdl.range<value>)
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> f32
  %2:2 = "x.forward"(%0, %1) : (i32, f32) -> (i32, f32)
  %3 = "x.forward"(%1) : (f32) -> f32
  "x.forward"() : () -> ()
  "x.use"(%2#0, %2#1, %3) : (i32, f32, f32) -> ()
}
