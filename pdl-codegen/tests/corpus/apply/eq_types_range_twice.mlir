// One unconstrained pdl.types for both operand types and result types; MLIR 22 does not compare the second occurrence, so (i32) -> f32 also matches.
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types
    %args = pdl.operands : %ts
    %root = pdl.operation "x.map"(%args : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    pdl.rewrite %root {
      %n = pdl.operation "x.mapped"(%args : !pdl.range<value>) -> (%ts : !pdl.range<type>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.map"(%0) : (i32) -> i32
  %2 = "x.map"(%0) : (i32) -> f32
  "x.use"(%1, %2) : (i32, f32) -> ()
}
