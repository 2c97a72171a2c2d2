"func.func"() <{function_type = (f32) -> (), sym_name = "f"}> ({
^bb0(%a: f32):
  %0 = "arith.cmpf"(%a, %a) {predicate = 16 : i64} : (f32, f32) -> i1
  "func.return"() : () -> ()
}) : () -> ()
