module {
  func.func @names() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c42_i32 = arith.constant 42 : i32
    %c42_i32_1 = arith.constant 42 : i32
    %c-5_i32 = arith.constant -5 : i32
    %c-1_i8 = arith.constant -1 : i8
    %c-7 = arith.constant -7 : index
    %c5_i128 = arith.constant 5 : i128
    %true = arith.constant true
    %false = arith.constant false
    %true_2 = arith.constant true
    %cst = arith.constant 1.500000e+00 : f32
    %cst_3 = arith.constant 2.000000e+00 : f64
    %cst_4 = arith.constant dense<[1, 2]> : tensor<2xi32>
    %cst_5 = arith.constant dense<1.000000e+00> : vector<4xf32>
    "u.use"(%c0, %c1, %c0_0, %c42_i32, %c42_i32_1, %c-5_i32, %c-1_i8, %c-7, %c5_i128, %true, %false, %true_2, %cst, %cst_3, %cst_4, %cst_5) : (index, index, index, i32, i32, i32, i8, index, i128, i1, i1, i1, f32, f64, tensor<2xi32>, vector<4xf32>) -> ()
    return
  }
}

