// PDLL shape (mlir-pdll-22 -x=mlir output, short op names inside the pattern): replace with an op whose result types are inferred from the root.
// PDLL source:
//   Pattern ReplaceWithSuccess {
//     let input: Value;
//     let root = op<test.op>(input);
//     replace root with op<test.success>(input);
//   }
module @patterns {
  pdl.pattern @ReplaceWithSuccess : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.op"(%0 : !pdl.value) -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "test.success"(%0 : !pdl.value)
      replace %2 with %3
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "test.op"(%0) : (i32) -> f32
  "test.op"(%1) : (f32) -> ()
  "test.op"(%0, %0) : (i32, i32) -> ()
  "x.use"(%1) : (f32) -> ()
}
