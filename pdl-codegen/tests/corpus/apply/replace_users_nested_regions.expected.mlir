"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.success"() : () -> f32
    "x.region"() ({
      "x.inner_use"(%0) : (f32) -> ()
      "x.region"() ({
        "x.deep_use"(%0, %0) : (f32, f32) -> ()
      }) : () -> ()
    }) : () -> ()
    "x.use"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

