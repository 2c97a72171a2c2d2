"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

