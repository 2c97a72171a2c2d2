"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (tensor<4xi32>, vector<2xi1>, vector<2xf32>), sym_name = "f"}> ({
      %0 = "arith.constant"() <{value = dense<11> : tensor<4xi32>}> : () -> tensor<4xi32>
      %1 = "arith.constant"() <{value = dense<[true, false]> : vector<2xi1>}> : () -> vector<2xi1>
      %2 = "arith.constant"() <{value = dense<2.250000e+00> : vector<2xf32>}> : () -> vector<2xf32>
      "test.success"() : () -> ()
      "func.return"(%0, %1, %2) : (tensor<4xi32>, vector<2xi1>, vector<2xf32>) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

