"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32, vector<4xi1>, vector<4xf32>, tensor<2xi1>, tensor<2xindex>) -> (), sym_name = "select"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: tensor<2xi1>, %arg6: tensor<2xindex>):
    %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
    %1 = "arith.select"(%arg0, %arg4, %arg4) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %2 = "arith.select"(%arg3, %arg4, %arg4) {u.x = 1 : i64} : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %3 = "arith.select"(%arg5, %arg6, %arg6) : (tensor<2xi1>, tensor<2xindex>, tensor<2xindex>) -> tensor<2xindex>
    "u.use"(%0, %1, %2, %3) : (i32, vector<4xf32>, vector<4xf32>, tensor<2xindex>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

