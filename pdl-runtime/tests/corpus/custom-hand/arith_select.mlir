// arith.select on scalars, vectors (shaped condition) and tensors, with attributes.
func.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %va: vector<4xf32>, %tc: tensor<2xi1>, %t: tensor<2xindex>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %va, %va : vector<4xf32>
  %2 = arith.select %vc, %va, %va {u.x = 1 : i64} : vector<4xi1>, vector<4xf32>
  %3 = arith.select %tc, %t, %t : tensor<2xi1>, tensor<2xindex>
  "u.use"(%0, %1, %2, %3) : (i32, vector<4xf32>, vector<4xf32>, tensor<2xindex>) -> ()
  return
}
