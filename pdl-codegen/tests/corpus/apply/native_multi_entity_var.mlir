// multi_entity_var_constraint(operands, result types) passes only when both ranges have exactly two elements.
module @patterns {
  pdl.pattern : benefit(1) {
    %args = pdl.operands
    %ts = pdl.types
    %root = pdl.operation "test.op"(%args : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    pdl.apply_native_constraint "multi_entity_var_constraint"(%args, %ts : !pdl.range<value>, !pdl.range<type>)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%args : !pdl.range<value>) -> (%ts : !pdl.range<type>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1:2 = "test.op"(%0, %0) : (i32, i32) -> (i8, i8)
  %2 = "test.op"(%0, %0) : (i32, i32) -> i8
  %3:2 = "test.op"(%0) : (i32) -> (i8, i8)
  %4:2 = "test.op"(%0, %0, %0) : (i32, i32, i32) -> (i8, i8)
  "x.use"(%1#0, %2, %3#0, %4#0) : (i8, i8, i8, i8) -> ()
}
