// arith.constant in its custom form (`attr-dict $value`), beside its generic form.
%c = arith.constant 10 : i32
%i = arith.constant 10
%x = arith.constant -3 : index
%f = arith.constant 1.0 : f32
%h = arith.constant 0x7C00 : f16
%t = arith.constant true
%d = arith.constant dense<[1, 2]> : tensor<2xi32>
%s = arith.constant dense<1.5> : vector<4xf64>
%a = arith.constant {tag = "x"} 7 : i8
%g = "arith.constant"() <{value = 10 : i32}> : () -> i32
func.func @f() -> i64 {
  %0 = arith.constant 42 : i64 loc("f.mlir":3:4)
  return %0 : i64
}
"x.use"(%c, %i, %x, %f, %h, %t, %d, %s, %a, %g) : (i32, i64, index, f32, f16, i1, tensor<2xi32>, vector<4xf64>, i8, i32) -> ()
