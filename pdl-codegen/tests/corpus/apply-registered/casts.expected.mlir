"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (i32, i32, i8, index, f32, i32, i32), sym_name = "f"}> ({
      %0 = "arith.constant"() <{value = -5 : i32}> : () -> i32
      %1 = "arith.constant"() <{value = 251 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = -24 : i8}> : () -> i8
      %3 = "arith.constant"() <{value = 1000 : index}> : () -> index
      %4 = "arith.constant"() <{value = -5.000000e+00 : f32}> : () -> f32
      %5 = "arith.constant"() <{value = -2 : i32}> : () -> i32
      %6 = "arith.constant"() <{value = -1070596096 : i32}> : () -> i32
      "test.success"() : () -> ()
      "func.return"(%0, %1, %2, %3, %4, %5, %6) : (i32, i32, i8, index, f32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

