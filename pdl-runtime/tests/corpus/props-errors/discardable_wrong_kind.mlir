"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1} : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
