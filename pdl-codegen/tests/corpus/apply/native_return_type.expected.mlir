"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.made"() : () -> f32
    %1 = "x.made"() : () -> f32
  }) : () -> ()
}) : () -> ()

