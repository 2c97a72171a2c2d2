"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> f32
    %1 = "x.src"() : () -> f32
    %2 = "x.neg"(%0) : (f32) -> f32
    %3 = "x.abs"(%0) : (f32) -> f32
    %4 = "x.abs"(%1) : (f32) -> f32
    %5 = "x.relu_like"(%0) : (f32) -> f32
    %6 = "x.add"(%2, %4) : (f32, f32) -> f32
    "x.use"(%5, %6) : (f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

