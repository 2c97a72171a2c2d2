"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "names"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %7 = "arith.constant"() <{value = -7 : index}> : () -> index
    %8 = "arith.constant"() <{value = 5 : i128}> : () -> i128
    %9 = "arith.constant"() <{value = true}> : () -> i1
    %10 = "arith.constant"() <{value = false}> : () -> i1
    %11 = "arith.constant"() <{value = true}> : () -> i1
    %12 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %15 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    "u.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (index, index, index, i32, i32, i32, i8, index, i128, i1, i1, i1, f32, f64, tensor<2xi32>, vector<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

