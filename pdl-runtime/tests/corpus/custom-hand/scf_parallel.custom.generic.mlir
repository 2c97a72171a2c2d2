"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index, index, tensor<100xf32>) -> (), sym_name = "p"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: tensor<100xf32>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%arg0, %arg1, %arg2, %arg3, %arg4, %0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg18: index, %arg19: index):
      "u.op"(%arg18, %arg19) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "scf.parallel"(%arg0, %arg1, %arg2, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg15: index):
      %6 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "scf.reduce"(%6) ({
      ^bb0(%arg16: f32, %arg17: f32):
        %7 = "u.add"(%arg16, %arg17) : (f32, f32) -> f32
        "scf.reduce.return"(%7) : (f32) -> ()
      }) : (f32) -> ()
    }) {u.x} : (index, index, index, f32) -> f32
    "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg14: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %3 = "arith.constant"() <{value = 100 : index}> : () -> index
    %4 = "scf.forall"(%3, %arg5) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg12: index, %arg13: tensor<100xf32>):
      %5 = "u.slice"(%arg5, %arg12) : (tensor<100xf32>, index) -> tensor<1xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%5, %arg13, %arg12) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<100xf32>, index) -> ()
      }) : () -> ()
    }) : (index, tensor<100xf32>) -> tensor<100xf32>
    "scf.forall"(%3) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 7>}> ({
    ^bb0(%arg10: index, %arg11: index):
      "u.op"(%arg10, %arg11) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) {u.m = 1 : i64} : (index) -> ()
    "scf.forall"(%arg0, %arg1, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: -9223372036854775808, 2>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg8: index, %arg9: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index) -> ()
    "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg7: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: -2>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg6: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

