"builtin.module"() ({
  "builtin.module"() <{sym_name = "a"}> ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() <{sym_name = "b"}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

