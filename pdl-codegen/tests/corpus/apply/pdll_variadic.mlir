// PDLL shape: ValueRange and TypeRange variables forward all operands and result types.
// PDLL source:
//   Pattern VariadicForward {
//     let args: ValueRange;
//     let types: TypeRange;
//     let root = op<x.fwd>(args) -> (types);
//     replace root with op<x.forwarded>(args) -> (types);
//   }
module @patterns {
  pdl.pattern @VariadicForward : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "x.fwd"(%0 : !pdl.range<value>) -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "x.forwarded"(%0 : !pdl.range<value>) -> (%1 : !pdl.range<type>)
      replace %2 with %3
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1:2 = "x.fwd"(%0, %0) : (i32, i32) -> (i8, i16)
  "x.fwd"() : () -> ()
  "x.use"(%1#0, %1#1) : (i8, i16) -> ()
}
