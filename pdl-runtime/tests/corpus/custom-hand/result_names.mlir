// Result names of arith.constant (MLIR's getAsmResultNames), uniqued across a function.
func.func @names() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_again = arith.constant 0 : index
  %i = arith.constant 42 : i32
  %i2 = arith.constant 42 : i32
  %n = arith.constant -5 : i32
  %w = arith.constant 255 : i8
  %neg = arith.constant -7 : index
  %big = arith.constant 5 : i128
  %t = arith.constant true
  %f = arith.constant false
  %t2 = arith.constant 1 : i1
  %cst = arith.constant 1.5 : f32
  %cst2 = arith.constant 2.0 : f64
  %d = arith.constant dense<[1, 2]> : tensor<2xi32>
  %s = arith.constant dense<1.0> : vector<4xf32>
  "u.use"(%c0, %c1, %c0_again, %i, %i2, %n, %w, %neg, %big, %t, %f, %t2, %cst, %cst2, %d, %s) : (index, index, index, i32, i32, i32, i8, index, i128, i1, i1, i1, f32, f64, tensor<2xi32>, vector<4xf32>) -> ()
  return
}
