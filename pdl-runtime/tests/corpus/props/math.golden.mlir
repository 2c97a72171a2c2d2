"builtin.module"() ({
  "func.func"() <{function_type = (f32, i32, vector<4xf32>) -> (), sym_name = "math"}> ({
  ^bb0(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>):
    %0 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "math.exp"(%arg0) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %2 = "math.powf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> {tag = "p"} : (f32, f32) -> f32
    %3 = "math.absi"(%arg1) : (i32) -> i32
    %4 = "math.ctlz"(%arg1) {k = 1 : i32} : (i32) -> i32
    %5 = "math.ipowi"(%arg1, %arg1) : (i32, i32) -> i32
    %6 = "math.fpowi"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %7 = "math.isnan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %8 = "math.fma"(%arg2, %arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %9:2 = "math.sincos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
    %10 = "math.ctpop"(%arg1) : (i32) -> i32
    %11 = "math.cttz"(%arg1) : (i32) -> i32
    %12 = "math.absf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %13 = "math.clampf"(%arg0, %arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %14 = "math.round"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %15 = "math.tanh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

