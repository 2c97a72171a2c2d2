"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> index
    %1 = "x.zero"() : () -> f32
    "x.use"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

