"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.region"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

