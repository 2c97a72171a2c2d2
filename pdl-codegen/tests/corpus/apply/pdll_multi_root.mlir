// PDLL shape: two ops sharing an operand, the second one found going up from it, replaced by the results of one fused op. (mlir-pdll-22 prints `%6 = result 1 of %4` after the first replace, which MLIR cannot read back: the parser takes %6 as the replacement op; the two result lines are swapped here.)
// PDLL source:
//   Pattern FuseLoHi {
//     let v: Value;
//     let t: Type;
//     let lo = op<x.lo>(v) -> (t);
//     let hi = op<x.hi>(v) -> (t);
//     rewrite lo with {
//       let fused = op<x.lohi>(v) -> (t, t);
//       replace lo with fused.0;
//       replace hi with fused.1;
//     };
//   }
module @patterns {
  pdl.pattern @FuseLoHi : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "x.lo"(%0 : !pdl.value) -> (%1 : !pdl.type)
    %3 = operation "x.hi"(%0 : !pdl.value) -> (%1 : !pdl.type)
    rewrite %2 {
      %4 = operation "x.lohi"(%0 : !pdl.value) -> (%1, %1 : !pdl.type, !pdl.type)
      %5 = result 0 of %4
      %6 = result 1 of %4
      replace %2 with(%5 : !pdl.value)
      replace %3 with(%6 : !pdl.value)
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.hi"(%0) : (i32) -> i32
  %2 = "x.lo"(%0) : (i32) -> i32
  "x.use"(%1, %2) : (i32, i32) -> ()
}
