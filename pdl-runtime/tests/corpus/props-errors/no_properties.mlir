"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.andi"(%a, %a) <{}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
