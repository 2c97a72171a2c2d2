module {
  "t.func"() ({
  ^bb0(%arg0: f32, %arg1: vector<4xf32>, %arg2: tensor<4x4xf64>, %arg3: i32):
    %0 = math.absf %arg0 : f32
    %1 = math.sqrt %arg1 : vector<4xf32>
    %2 = math.exp %arg2 fastmath<fast> : tensor<4x4xf64>
    %3 = math.powf %arg0, %arg0 : f32
    %4 = math.atan2 %arg0, %arg0 fastmath<nnan> : f32
    %5 = math.fma %arg0, %arg0, %arg0 : f32
    %6 = math.absi %arg3 : i32
    %7 = math.ctlz %arg3 : i32
    %8 = math.ipowi %arg3, %arg3 : i32
    %9 = math.fpowi %arg0, %arg3 : f32, i32
    %10 = math.isnan %arg0 : f32
    %11 = math.isinf %arg1 : vector<4xf32>
    %12 = math.round %arg0 : f32
    %13 = math.copysign %arg0, %arg0 : f32
    %14 = math.clampf %arg0 to [%arg0, %arg0] : f32
    %sin, %cos = math.sincos %arg0 : f32
    "t.ret"(%0) : (f32) -> ()
  }) : () -> ()
}

