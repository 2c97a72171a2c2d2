"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (i32, i8, i8, f32, i32), sym_name = "f"}> ({
      %0 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
      %1 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
      %2 = "arith.constant"() <{value = 8 : i8}> : () -> i8
      %3 = "arith.constant"() <{value = -1 : i8}> : () -> i8
      %4 = "arith.constant"() <{value = -128 : i8}> : () -> i8
      %5 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %7 = "arith.divui"(%5, %6) : (i32, i32) -> i32
      %8 = "arith.divsi"(%4, %3) : (i8, i8) -> i8
      %9 = "arith.shli"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      %10 = "arith.truncf"(%1) : (f64) -> f32
      %11 = "arith.fptoui"(%0) : (f32) -> i32
      "test.success"() : () -> ()
      "func.return"(%7, %8, %9, %10, %11) : (i32, i8, i8, f32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

