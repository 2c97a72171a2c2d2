// math operations in custom form in unregistered function-like wrappers (from mlir/test/Dialect/Math/ops.mlir, cut).
"t.func"() ({
^bb0(%f: f32, %v: vector<4xf32>, %t: tensor<4x4xf64>, %i: i32):
  %0 = math.absf %f : f32
  %1 = math.sqrt %v : vector<4xf32>
  %2 = math.exp %t fastmath<fast> : tensor<4x4xf64>
  %3 = math.powf %f, %f : f32
  %4 = math.atan2 %f, %f fastmath<nnan> : f32
  %5 = math.fma %f, %f, %f : f32
  %6 = math.absi %i : i32
  %7 = math.ctlz %i : i32
  %8 = math.ipowi %i, %i : i32
  %9 = math.fpowi %f, %i : f32, i32
  %10 = math.isnan %f : f32
  %11 = math.isinf %v : vector<4xf32>
  %12 = math.round %f : f32
  %13 = math.copysign %f, %f : f32
  %14 = math.clampf %f to [%f, %f] : f32
  %s, %c = math.sincos %f : f32
  "t.ret"(%0) : (f32) -> ()
}) : () -> ()
