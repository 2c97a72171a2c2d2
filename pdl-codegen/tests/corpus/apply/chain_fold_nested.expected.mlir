"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> f32
    %1 = "x.neg"(%0) : (f32) -> f32
    "x.use"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

