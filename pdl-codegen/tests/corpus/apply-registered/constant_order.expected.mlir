"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %0 = "arith.constant"() <{value = 4 : index}> : () -> index
      %1 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "test.success"() : () -> ()
      "test.keep"(%1) : (f32) -> ()
      "test.keep"(%0, %3) : (index, i32) -> ()
      "test.keep"(%2) : (i32) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

