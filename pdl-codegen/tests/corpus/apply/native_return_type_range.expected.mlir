"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:3 = "x.three"() : () -> (f32, f32, f32)
    "x.zero"() : () -> ()
  }) : () -> ()
}) : () -> ()

