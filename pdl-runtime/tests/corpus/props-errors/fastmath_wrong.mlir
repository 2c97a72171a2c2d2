"func.func"() <{function_type = (f32) -> (), sym_name = "f"}> ({
^bb0(%x: f32):
  %0 = "math.sqrt"(%x) {fastmath = #arith.overflow<none>} : (f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()
