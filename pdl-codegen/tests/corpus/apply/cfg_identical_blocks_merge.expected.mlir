"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.region"() ({
      "test.sw"()[^bb1, ^bb1] : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "test.same"() : () -> ()
      "test.end"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

