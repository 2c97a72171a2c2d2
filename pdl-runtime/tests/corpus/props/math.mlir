// math: `fastmath` defaults to `none` on the float operations; the integer ones have none.
"func.func"() <{function_type = (f32, i32, vector<4xf32>) -> (), sym_name = "math"}> ({
^bb0(%x: f32, %n: i32, %v: vector<4xf32>):
  %0 = "math.sqrt"(%x) : (f32) -> f32
  %1 = "math.exp"(%x) {fastmath = #arith.fastmath<afn>} : (f32) -> f32
  %2 = "math.powf"(%x, %x) <{fastmath = #arith.fastmath<fast>}> {tag = "p"} : (f32, f32) -> f32
  %3 = "math.absi"(%n) : (i32) -> i32
  %4 = "math.ctlz"(%n) {k = 1 : i32} : (i32) -> i32
  %5 = "math.ipowi"(%n, %n) : (i32, i32) -> i32
  %6 = "math.fpowi"(%x, %n) : (f32, i32) -> f32
  %7 = "math.isnan"(%x) : (f32) -> i1
  %8 = "math.fma"(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %9:2 = "math.sincos"(%x) : (f32) -> (f32, f32)
  %10 = "math.ctpop"(%n) : (i32) -> i32
  %11 = "math.cttz"(%n) : (i32) -> i32
  %12 = "math.absf"(%x) : (f32) -> f32
  %13 = "math.clampf"(%x, %x, %x) : (f32, f32, f32) -> f32
  %14 = "math.round"(%x) : (f32) -> f32
  %15 = "math.tanh"(%x) : (f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()
