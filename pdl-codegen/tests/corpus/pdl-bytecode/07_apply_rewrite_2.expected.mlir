"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.apply_rewrite_2} : () -> ()
}) : () -> ()

