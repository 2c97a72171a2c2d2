// module nested generic
"builtin.module"() ({
  "builtin.module"() <{sym_name = "x"}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()
