"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "std_for"}> ({
  ^bb0(%arg21: index, %arg22: index, %arg23: index):
    "scf.for"(%arg21, %arg22, %arg23) ({
    ^bb0(%arg24: index):
      "scf.for"(%arg21, %arg22, %arg23) ({
      ^bb0(%arg25: index):
        %11 = "u.min"(%arg24, %arg25) : (index, index) -> index
        %12 = "u.max"(%arg24, %arg25) : (index, index) -> index
        "scf.for"(%11, %12, %arg25) ({
        ^bb0(%arg26: index):
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> f32, sym_name = "std_for_yield"}> ({
  ^bb0(%arg16: index, %arg17: index, %arg18: index):
    %8 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %9 = "scf.for"(%arg16, %arg17, %arg18, %8) ({
    ^bb0(%arg19: index, %arg20: f32):
      %10 = "u.add"(%arg20, %arg20) : (f32, f32) -> f32
      "scf.yield"(%10) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%9) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "std_for_yield_multi"}> ({
  ^bb0(%arg9: index, %arg10: index, %arg11: index):
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4:3 = "scf.for"(%arg9, %arg10, %arg11, %1, %2, %3) ({
    ^bb0(%arg12: index, %arg13: f32, %arg14: i32, %arg15: f32):
      %5 = "u.add"(%arg13, %arg13) : (f32, f32) -> f32
      %6 = "u.add"(%arg14, %arg14) : (i32, i32) -> i32
      %7 = "u.sub"(%arg15, %arg15) : (f32, f32) -> f32
      "scf.yield"(%5, %6, %7) : (f32, i32, f32) -> ()
    }) : (index, index, index, f32, i32, f32) -> (f32, i32, f32)
    "u.use"(%4#0, %4#2) : (f32, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32, tensor<4xf32>) -> tensor<4xf32>, sym_name = "typed"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: tensor<4xf32>):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg8: i32):
      "u.use"(%arg8) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "scf.for"(%arg0, %arg1, %arg2) <{unsignedCmp}> ({
    ^bb0(%arg7: i32):
      "u.use"(%arg7) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) {u.tag = "loop"} : (i32, i32, i32) -> ()
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg5: i32, %arg6: tensor<4xf32>):
      "scf.yield"(%arg6) : (tensor<4xf32>) -> ()
    }) : (i32, i32, i32, tensor<4xf32>) -> tensor<4xf32>
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg4: i32):
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

