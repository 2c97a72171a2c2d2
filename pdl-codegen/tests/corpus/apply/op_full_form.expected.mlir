"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> f32
    %1 = "x.src"() : () -> f32
    %2 = "x.fma"(%0, %1, %0) {scale = 2.000000e+00 : f32, tag = "fused"} : (f32, f32, f32) -> f32
    %3 = "x.madd"(%0, %1) : (f32, f32) -> f32
    "x.use"(%2, %3) : (f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

