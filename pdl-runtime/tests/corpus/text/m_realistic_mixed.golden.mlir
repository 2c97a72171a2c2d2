#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
"builtin.module"() <{sym_name = "program"}> ({
  "func.func"() <{function_type = (memref<4x4xf32, #map>, tensor<?xf32>) -> i32, sym_name = "extern", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{arg_attrs = [{}, {my.noalias}, {}], function_type = (memref<4x4xf32, #map>, tensor<?xf32>, vector<[4]xf32>) -> (tensor<?xf32>, i32), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<4x4xf32, #map>, %arg1: tensor<?xf32>, %arg2: vector<[4]xf32>):
    %0:2 = "test.split"(%arg1) {axes = array<i64: 0, 1>, names = ["a", "b"], w = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>} : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
    %1 = "test.invoke"(%arg0, %0#1) {callee = @extern} : (memref<4x4xf32, #map>, tensor<?xf32>) -> i32
    "test.graph"() ({
      "test.sink"(%2, %1) : (i64, i32) -> ()
      %2 = "test.src"() {s = "x\0Ay"} : () -> i64
    }) : () -> ()
    "func.return"(%0#0, %1) : (tensor<?xf32>, i32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "nested"}> ({
    "test.global"() {sym_name = "g", type = tuple<i32, !foo.t>, value = dense<0> : tensor<8xi8>} : () -> ()
  }) : () -> ()
}) {foo.spec = #foo.spec<"x">} : () -> ()

