"builtin.module"() ({
  %0 = "arith.constant"() <{value = 10 : i32}> : () -> i32
  %1 = "arith.constant"() <{value = 10 : i64}> : () -> i64
  %2 = "arith.constant"() <{value = -3 : index}> : () -> index
  %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
  %4 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
  %5 = "arith.constant"() <{value = true}> : () -> i1
  %6 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %7 = "arith.constant"() <{value = dense<1.500000e+00> : vector<4xf64>}> : () -> vector<4xf64>
  %8 = "arith.constant"() <{value = 7 : i8}> {tag = "x"} : () -> i8
  %9 = "arith.constant"() <{value = 10 : i32}> : () -> i32
  "func.func"() <{function_type = () -> i64, sym_name = "f"}> ({
    %10 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    "func.return"(%10) : (i64) -> ()
  }) : () -> ()
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i32, i64, index, f32, f16, i1, tensor<2xi32>, vector<4xf64>, i8, i32) -> ()
}) : () -> ()

