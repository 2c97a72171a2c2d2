"builtin.module"() ({
  "func.func"() <{function_type = (i1, f32) -> (), sym_name = "std_if"}> ({
  ^bb0(%arg10: i1, %arg11: f32):
    "scf.if"(%arg10) ({
      %14 = "u.add"(%arg11, %arg11) : (f32, f32) -> f32
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32) -> (), sym_name = "std_if_else"}> ({
  ^bb0(%arg8: i1, %arg9: f32):
    "scf.if"(%arg8) ({
      %13 = "u.add"(%arg9, %arg9) : (f32, f32) -> f32
      "scf.yield"() : () -> ()
    }, {
      %12 = "u.add"(%arg9, %arg9) : (f32, f32) -> f32
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "scf.if"(%arg8) ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) {u.attr = 2 : i64} : (i1) -> ()
    "scf.if"(%arg8) ({
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32) -> (), sym_name = "std_if_yield"}> ({
  ^bb0(%arg6: i1, %arg7: f32):
    %7:2 = "scf.if"(%arg6) ({
      %10 = "u.add"(%arg7, %arg7) : (f32, f32) -> f32
      %11 = "u.sub"(%arg7, %arg7) : (f32, f32) -> f32
      "scf.yield"(%10, %11) : (f32, f32) -> ()
    }, {
      %8 = "u.sub"(%arg7, %arg7) : (f32, f32) -> f32
      %9 = "u.add"(%arg7, %arg7) : (f32, f32) -> f32
      "scf.yield"(%8, %9) : (f32, f32) -> ()
    }) : (i1) -> (f32, f32)
    "u.use"(%7#0, %7#1) : (f32, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1024xf32>, index, index, index) -> f32, sym_name = "conditional_reduce"}> ({
  ^bb0(%arg0: memref<1024xf32>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "scf.for"(%arg1, %arg2, %arg3, %0) ({
    ^bb0(%arg4: index, %arg5: f32):
      %3 = "u.load"(%arg0, %arg4) : (memref<1024xf32>, index) -> f32
      %4 = "u.cmp"(%3, %1) : (f32, f32) -> i1
      %5 = "scf.if"(%4) ({
        %6 = "u.add"(%arg5, %3) : (f32, f32) -> f32
        "scf.yield"(%6) : (f32) -> ()
      }, {
        "scf.yield"(%arg5) : (f32) -> ()
      }) : (i1) -> f32
      "scf.yield"(%5) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

