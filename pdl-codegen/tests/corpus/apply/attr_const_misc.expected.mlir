"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "x.unit"() {v} : () -> ()
    "x.bool"() {v = true} : () -> ()
    "x.m"() {v = false} : () -> ()
    "x.type"() {v = vector<2xi64>} : () -> ()
    "x.symbol"() {v = @outer::@inner} : () -> ()
    "x.m"() {v = @outer} : () -> ()
    "x.dense"() {v = dense<[1, 2, 3]> : tensor<3xi32>} : () -> ()
    "x.m"() {v = dense<1> : tensor<3xi32>} : () -> ()
    "x.dense_array"() {v = array<i64: 4, 5>} : () -> ()
  }) : () -> ()
}) : () -> ()

