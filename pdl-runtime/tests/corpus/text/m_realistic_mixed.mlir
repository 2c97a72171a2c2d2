// realistic mixed
#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
!buf = memref<4x4xf32, #map>
module @program attributes {foo.spec = #foo.spec<"x">} {
  func.func private @extern(!buf, tensor<?xf32>) -> i32 attributes {llvm.emit_c_interface}
  func.func @kernel(%a: !buf, %b: tensor<?xf32> {my.noalias}, %c: vector<[4]xf32>) -> (tensor<?xf32>, i32) {
    %t:2 = "test.split"(%b) {axes = array<i64: 0, 1>, names = ["a", "b"], w = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>} : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
    %r = "test.invoke"(%a, %t#1) {callee = @extern} : (!buf, tensor<?xf32>) -> i32
    "test.graph"() ({
      "test.sink"(%v, %r) : (i64, i32) -> ()
      %v = "test.src"() {s = "x\ny"} : () -> i64
    }) : () -> ()
    return %t#0, %r : tensor<?xf32>, i32
  }
  module @nested {
    "test.global"() {sym_name = "g", value = dense<0> : tensor<8xi8>, type = tuple<i32, !foo.t>} : () -> ()
  }
}
